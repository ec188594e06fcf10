// Security headers (server/securityHeaders.ts, @fastify/helmet) on every kind of answer: the
// console's pages, Swagger UI, API data and API errors. The policy is strict (no inline or eval'd
// script, no framing, no plugins); the pages it covers carry nothing inline it would block.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startHarness, type Harness } from './harness.ts';

const ORDER = '/order/api/web/v1';
const html = { accept: 'text/html,application/xhtml+xml' };
const root = path.resolve(import.meta.dirname, '../..');

let h: Harness;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'armada-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Armada Console</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  h = await startHarness({ staticDir: dir });
});
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Content-Security-Policy -> directive name -> sources. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  const entries = (header as string)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]) => [name.toLowerCase(), sources] as const);
  return Object.fromEntries(entries);
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = directives(response.headers['content-security-policy']);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  // Scripts only from the server's own files: no inline script, no handler attributes, no eval.
  expect(csp['script-src'], what).toEqual(["'self'"]);
  expect(csp['script-src-attr'], what).toEqual(["'none'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'none'"]);
  expect(csp['form-action'], what).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['connect-src'], what).toEqual(["'self'"]);
  expect(csp['img-src'], what).toEqual(["'self'", 'data:', 'blob:']);
  // Emotion's <style> elements need 'unsafe-inline'; nothing wider (no https:, no attributes).
  expect(csp['style-src'], what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp['style-src-attr'], what).toEqual(["'none'"]);
  // Would break the console over plain http on a LAN address.
  expect(csp, what).not.toHaveProperty('upgrade-insecure-requests');
  expect(JSON.stringify(csp), what).not.toContain('unsafe-eval');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
}

describe('security headers', () => {
  test('on the console: index.html, a client-side route, a bundle', async () => {
    for (const [url, headers] of [
      ['/', html],
      ['/customer/12/show', html],
      ['/assets/app.js', {}],
    ] as const) {
      const response = await h.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response, url);
    }
  });

  test('on Swagger UI and the OpenAPI document', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const response = await h.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response, url);
    }
  });

  test('on API answers and API errors', async () => {
    const token = await h.token('admin');
    const answers: [string, LightMyRequestResponse][] = [
      ['health', await h.app.inject({ method: 'GET', url: '/health' })],
      [
        'list',
        await h.app.inject({
          method: 'GET',
          url: `${ORDER}/customer`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ],
      ['401', await h.app.inject({ method: 'GET', url: `${ORDER}/customer` })],
      ['404', await h.app.inject({ method: 'GET', url: `${ORDER}/nothing`, headers: html })],
      [
        '400 body',
        await h.app.inject({
          method: 'POST',
          url: '/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        }),
      ],
      ['400 preflight', await h.app.inject({ method: 'OPTIONS', url: '/health' })],
    ];
    expect(answers.map(([name, response]) => [name, response.statusCode])).toEqual([
      ['health', 200],
      ['list', 200],
      ['401', 401],
      ['404', 404],
      ['400 body', 400],
      ['400 preflight', 400],
    ]);
    for (const [name, response] of answers) expectSecurityHeaders(response, name);
  });
});

describe('the pages live under the policy', () => {
  /** Inline script, handler attributes and style attributes: what script-src, script-src-attr and style-src-attr refuse. */
  function inlineContent(page: string): string[] {
    const found: string[] = [];
    for (const match of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (!/\bsrc\s*=/.test(match[1]) || match[2].trim() !== '') found.push(match[0].slice(0, 80));
    }
    for (const match of page.matchAll(/<[a-z][^>]*\s(on[a-z]+|style)\s*=/gi))
      found.push(match[0].slice(0, 80));
    for (const match of page.matchAll(/<style\b/gi)) found.push(match[0]);
    return found;
  }

  test("the console's index.html (what Vite builds from) has nothing inline", () => {
    expect(inlineContent(readFileSync(path.join(root, 'index.html'), 'utf8'))).toEqual([]);
  });

  test("Swagger UI's page has nothing inline", async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.body).toContain('swagger-initializer.js');
    expect(inlineContent(page.body)).toEqual([]);
  });
});
