// bench:bundle's reading of a build (bench/bundleParse.ts): what a first load fetches and how the
// bytes are grouped. A file missed here would be left out of the figures, or not flagged as a
// serial step.
import { describe, expect, test } from 'vitest';
import { firstLoad, groupOf, staticImports } from '../../../bench/bundleParse.ts';

describe('firstLoad', () => {
  test("the module scripts and the modulepreload links of Vite's index.html, in order", () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-A1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-B2.js">
      <link rel="stylesheet" href="/assets/index-C3.css">
      <link rel="modulepreload" crossorigin href="/assets/list-D4.js">
      <script src="/legacy.js"></script>
    </head>`;
    expect(firstLoad(html)).toEqual({
      scripts: ['/assets/index-A1.js'],
      preloads: ['/assets/rolldown-runtime-B2.js', '/assets/list-D4.js'],
    });
  });
});

describe('staticImports', () => {
  test('the relative files a minified chunk imports statically, once each; not dynamic imports', () => {
    const code =
      'import{a as b,c}from"./index-A1.js";import"./side-E5.js";import*as d from"./ns-F6.js";' +
      'import{x}from"./index-A1.js";const l=()=>import("./lazy-G7.js");import{r}from"react";';
    expect(staticImports(code).sort()).toEqual(['index-A1.js', 'ns-F6.js', 'side-E5.js']);
  });
});

describe('groupOf', () => {
  test('a package by name (scoped with its scope), our code by its src/ folder, else the path', () => {
    expect(groupOf('../../node_modules/@mui/material/Button/Button.mjs')).toBe('@mui/material');
    expect(groupOf('../../../main/node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(groupOf('../../src/custom/shell/Layout.tsx')).toBe('src/custom/shell');
    expect(groupOf('../../src/custom/shell/Layout.tsx', 9)).toBe('src/custom/shell/Layout.tsx');
    expect(groupOf('\0rolldown/runtime.js')).toBe('\0rolldown/runtime.js');
    expect(groupOf(null)).toBe('(no source)');
  });
});
