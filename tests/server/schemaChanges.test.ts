// The breaking-change rules (server/storage/schemaChanges.ts), table-driven on hand-made
// definitions: what counts as a retype, a removal or a rename, what each declaration turns into.
import { describe, expect, test } from 'vitest';
import { BreakingSchemaChangeError, plannedSchemaChanges, schemaChanges } from '../../server/storage/schemaChanges.ts';
import type { JsonSchema, ResourceDef } from '../../src/generated/registry.ts';

const SYSTEM: Record<string, JsonSchema> = { id: { type: 'integer' }, version: { type: 'integer' } };
const def = (properties: Record<string, JsonSchema>, root: Record<string, unknown> = {}, references: Record<string, string> = {}) =>
  ({ name: 'dock', references, schema: { type: 'object', properties: { ...SYSTEM, ...properties }, 'x-admin': { path: '/dock', ...root } } }) as unknown as ResourceDef;
const applied = (properties: Record<string, JsonSchema>) => ({ ...SYSTEM, ...properties });
const summary = (d: ResourceDef, before: Record<string, JsonSchema>) =>
  schemaChanges(d, applied(before)).map((c) => `${c.kind} ${c.property}${c.declared ? '' : ' REFUSED'}${c.statements.length ? `: ${c.statements.join('; ')}` : ''}`);

describe('schemaChanges', () => {
  test.each<[string, Record<string, JsonSchema>, ResourceDef, string[]]>([
    ['nothing applied yet', {}, def({ name: { type: 'string' } }), []],
    ['an added property', { name: { type: 'string' } }, def({ name: { type: 'string' }, gate: { type: 'string' } }), []],
    ['a property made nullable', { name: { type: 'string' } }, def({ name: { type: ['string', 'null'] } }), []],
    ['a tightened constraint', { name: { type: 'string' } }, def({ name: { type: 'string', maxLength: 5 } }), []],
    [
      'a change inside a jsonb property',
      { cap: { type: 'object', properties: { n: { type: 'integer' } } } },
      def({ cap: { type: 'object', properties: { n: { type: 'string' } } } }),
      [],
    ],
    ['string to integer', { name: { type: 'string' } }, def({ name: { type: 'integer' } }), ['retype name REFUSED']],
    ['integer to number (a new column type)', { n: { type: 'integer' } }, def({ n: { type: 'number' } }), ['retype n REFUSED']],
    ['date to date-time', { d: { type: 'string', format: 'date' } }, def({ d: { type: 'string', format: 'date-time' } }), ['retype d REFUSED']],
    [
      'declared plain cast',
      { d: { type: 'string', format: 'date' } },
      def({ d: { type: 'string', format: 'date-time', 'x-admin': { cast: {} } } }),
      ['retype d: ALTER TABLE "dock" ALTER COLUMN "d" TYPE timestamptz USING "d"::timestamptz'],
    ],
    [
      'declared cast with using',
      { k: { type: 'string' } },
      def({ k: { type: 'integer', 'x-admin': { cast: { using: `length("k")` } } } }),
      ['retype k: ALTER TABLE "dock" ALTER COLUMN "k" TYPE bigint USING length("k")'],
    ],
    ['object to array needs using', { c: { type: 'object' } }, def({ c: { type: 'array', 'x-admin': { cast: {} } } }), ['retype c REFUSED']],
    [
      'object to array with using',
      { c: { type: 'object' } },
      def({ c: { type: 'array', 'x-admin': { cast: { using: 'jsonb_build_array("c")' } } } }),
      ['retype c: ALTER TABLE "dock" ALTER COLUMN "c" TYPE jsonb USING jsonb_build_array("c")'],
    ],
    ['a removal', { gate: { type: 'string' } }, def({}), ['removal gate REFUSED']],
    ['a declared removal', { gate: { type: 'string' } }, def({}, { dropped: ['gate'] }), ['removal gate: ALTER TABLE "dock" DROP COLUMN "gate"']],
    ['dropped but still there', { gate: { type: 'string' } }, def({ gate: { type: 'string' } }, { dropped: ['gate'] }), ['removal gate REFUSED']],
    ['a likely rename', { name: { type: 'string' } }, def({ title: { type: 'string' } }), ['rename name REFUSED']],
    [
      'a declared rename',
      { name: { type: 'string' } },
      def({ title: { type: 'string', 'x-admin': { renamedFrom: 'name' } } }),
      [
        'rename title: ALTER TABLE "dock" RENAME COLUMN "name" TO "title"; ALTER INDEX IF EXISTS "dock_name_key" RENAME TO "dock_title_key"; ALTER INDEX IF EXISTS "dock_name_idx" RENAME TO "dock_title_idx"; ALTER INDEX IF EXISTS "dock_name_trgm" RENAME TO "dock_title_trgm"',
      ],
    ],
    ['a rename already applied: the hint is inert', { title: { type: 'string' } }, def({ title: { type: 'string', 'x-admin': { renamedFrom: 'name' } } }), []],
    [
      'a declared rename and retype',
      { n: { type: 'string' } },
      def({ count: { type: 'integer', 'x-admin': { renamedFrom: 'n', cast: {} } } }),
      [
        'rename count: ALTER TABLE "dock" RENAME COLUMN "n" TO "count"; ALTER INDEX IF EXISTS "dock_n_key" RENAME TO "dock_count_key"; ALTER INDEX IF EXISTS "dock_n_idx" RENAME TO "dock_count_idx"; ALTER INDEX IF EXISTS "dock_n_trgm" RENAME TO "dock_count_trgm"',
        'retype count: ALTER TABLE "dock" ALTER COLUMN "count" TYPE bigint USING "count"::bigint',
      ],
    ],
  ])('%s', (_, before, after, expected) => expect(summary(after, before)).toEqual(expected));

  test('a renamed reference takes its foreign key along', () => {
    const changes = schemaChanges(
      def({ site_id: { type: 'integer', 'x-admin': { renamedFrom: 'address_id', reference: 'address' } } }, {}, { site_id: 'address' }),
      applied({ address_id: { type: 'integer' } }),
    );
    expect(changes[0]!.statements.at(-1)).toContain('RENAME CONSTRAINT "dock_address_id_fkey" TO "dock_site_id_fkey"');
  });

  test('the refusal names resource, property and what to declare, every one of them', () => {
    const resources = { dock: def({ name: { type: 'integer' } }) };
    expect(() => plannedSchemaChanges(resources, { dock: applied({ name: { type: 'string' }, gate: { type: 'string' } }) }, 'generate')).toThrow(BreakingSchemaChangeError);
    try {
      plannedSchemaChanges(resources, { dock: applied({ name: { type: 'string' }, gate: { type: 'string' } }) }, 'generate');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^generate: 2 breaking schema changes/);
      expect(message).toContain('- dock.name: retyped from string to integer');
      expect(message).toContain('- dock.gate: removed');
      expect(message).toContain('"dropped": ["gate"]');
    }
    expect(plannedSchemaChanges(resources, {}, 'generate')).toEqual([]);
  });
});
