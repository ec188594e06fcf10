// The live loop's schema watcher (scripts/lib/schemaWatcher.ts) with the real generator on a temp
// schemas dir: 100 editor saves in a row, as editors write them (in place, write-then-rename, two
// saves back to back, a save whose first half lands before its second), and after each the
// generated registry holds exactly what was saved last: no save is lost.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../scripts/lib/generator.ts';
import { isTransientSchemaError, watchSchemas } from '../../scripts/lib/schemaWatcher.ts';

const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let schemasDir: string;
let outDir: string;

const schemaText = (save: number) =>
  JSON.stringify(
    {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'dock',
      title: 'Dock',
      description: `save ${save}`,
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 50 + (save % 7) },
        note: { type: ['string', 'null'], maxLength: 200 },
      },
      'x-admin': { path: '/dock' },
    },
    null,
    2,
  );

/** The `save N` the generated registry was last generated from. */
const appliedSave = () => {
  const registry = readFileSync(path.join(outDir, 'registry.ts'), 'utf8');
  return Number(/"description": "save (\d+)"/.exec(registry)?.[1] ?? -1);
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'armada-schema-watch-'));
  schemasDir = path.join(dir, 'schemas');
  outDir = path.join(dir, 'generated');
  cpSync(path.join(root, 'schemas', 'meta'), path.join(schemasDir, 'meta'), { recursive: true });
  writeFileSync(path.join(schemasDir, 'dock.schema.json'), schemaText(0));
  await generate({ schemasDir, outDir });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('watchSchemas', () => {
  it('recognises a file caught mid-write, and nothing else, as transient', () => {
    let parseError: unknown;
    try {
      JSON.parse('{"a": [1,');
    } catch (error) {
      parseError = error;
    }
    expect(isTransientSchemaError(parseError)).toBe(true);
    expect(isTransientSchemaError(new Error('schemas/x.schema.json#: not valid JSON: …'))).toBe(
      true,
    );
    expect(
      isTransientSchemaError(Object.assign(new Error('no such file'), { code: 'ENOENT' })),
    ).toBe(true);
    expect(
      isTransientSchemaError(new Error('schemas/x.schema.json#/x-admin/list: unknown hint')),
    ).toBe(false);
  });

  it('applies each of 100 editor saves in a row and loses none', { timeout: 240_000 }, async () => {
    const file = path.join(schemasDir, 'dock.schema.json');
    const errors: unknown[] = [];
    let transientFailures = 0;
    const watcher = watchSchemas(
      schemasDir,
      async () => {
        try {
          await generate({ schemasDir, outDir, quiet: true });
        } catch (error) {
          if (isTransientSchemaError(error)) transientFailures++;
          throw error;
        }
      },
      { onError: (error) => errors.push(error) },
    );
    const kinds = { plain: 0, rename: 0, burst: 0, partial: 0 };
    try {
      for (let save = 1; save <= 100; save++) {
        const text = schemaText(save);
        switch (save % 4) {
          case 0: {
            // In place, as most editors save.
            writeFileSync(file, text);
            kinds.plain++;
            break;
          }
          case 1: {
            // Write-then-rename (an atomic save): the file's inode is replaced.
            const temp = `${file}.${save}.tmp`;
            writeFileSync(temp, text);
            renameSync(temp, file);
            kinds.rename++;
            break;
          }
          case 2: {
            // Two saves in quick succession: only the second must end up applied.
            writeFileSync(file, schemaText(save + 1000));
            writeFileSync(file, text);
            kinds.burst++;
            break;
          }
          default: {
            // A partial write first (the editor flushes in two pieces), read before it completes.
            writeFileSync(file, text.slice(0, Math.floor(text.length / 2)));
            await sleep(80);
            writeFileSync(file, text);
            kinds.partial++;
          }
        }
        await expect.poll(appliedSave, { timeout: 15_000, interval: 10 }).toBe(save);
      }
      await watcher.idle();
    } finally {
      watcher.close();
    }
    expect(appliedSave()).toBe(100);
    expect(kinds).toEqual({ plain: 25, rename: 25, burst: 25, partial: 25 });
    // The partial writes were read half-written at least once (the case the retry is for), yet no
    // run ended in an error.
    expect(transientFailures).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
