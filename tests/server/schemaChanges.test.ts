// The breaking-change rules (server/storage/schemaChanges.ts), table-driven on hand-made
// definitions: what counts as a retype, a removal or a rename, what each declaration turns into.
import { describe, expect, test } from 'vitest';
import {
  BreakingSchemaChangeError,
  plannedSchemaChanges,
  schemaChanges,
} from '../../server/storage/schemaChanges.ts';
import type { JsonSchema, ResourceDef } from '../../src/generated/registry.ts';

const SYSTEM: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  version: { type: 'integer' },
};
const def = (
  properties: Record<string, JsonSchema>,
  root: Record<string, unknown> = {},
  references: Record<string, string> = {},
) =>
  ({
    name: 'dock',
    references,
    schema: {
      type: 'object',
      properties: { ...SYSTEM, ...properties },
      'x-admin': { path: '/dock', ...root },
    },
  }) as unknown as ResourceDef;
const applied = (properties: Record<string, JsonSchema>) => ({ ...SYSTEM, ...properties });
const summary = (d: ResourceDef, before: Record<string, JsonSchema>) =>
  schemaChanges(d, applied(before)).map(
    (c) =>
      `${c.kind} ${c.property}${c.declared ? '' : ' REFUSED'}${c.statements.length ? `: ${c.statements.join('; ')}` : ''}`,
  );

describe('schemaChanges', () => {
  test.each<[string, Record<string, JsonSchema>, ResourceDef, string[]]>([
    ['nothing applied yet', {}, def({ name: { type: 'string' } }), []],
    [
      'an added property',
      { name: { type: 'string' } },
      def({ name: { type: 'string' }, gate: { type: 'string' } }),
      [],
    ],
    [
      'a property made nullable',
      { name: { type: 'string' } },
      def({ name: { type: ['string', 'null'] } }),
      [],
    ],
    [
      'a tightened constraint',
      { name: { type: 'string' } },
      def({ name: { type: 'string', maxLength: 5 } }),
      [],
    ],
    [
      'a change inside a jsonb property',
      { cap: { type: 'object', properties: { n: { type: 'integer' } } } },
      def({ cap: { type: 'object', properties: { n: { type: 'string' } } } }),
      [],
    ],
    [
      'string to integer',
      { name: { type: 'string' } },
      def({ name: { type: 'integer' } }),
      ['retype name REFUSED'],
    ],
    [
      'integer to number (a new column type)',
      { n: { type: 'integer' } },
      def({ n: { type: 'number' } }),
      ['retype n REFUSED'],
    ],
    [
      'date to date-time',
      { d: { type: 'string', format: 'date' } },
      def({ d: { type: 'string', format: 'date-time' } }),
      ['retype d REFUSED'],
    ],
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
    [
      'object to array needs using',
      { c: { type: 'object' } },
      def({ c: { type: 'array', 'x-admin': { cast: {} } } }),
      ['retype c REFUSED'],
    ],
    [
      'object to array with using',
      { c: { type: 'object' } },
      def({ c: { type: 'array', 'x-admin': { cast: { using: 'jsonb_build_array("c")' } } } }),
      ['retype c: ALTER TABLE "dock" ALTER COLUMN "c" TYPE jsonb USING jsonb_build_array("c")'],
    ],
    ['a removal', { gate: { type: 'string' } }, def({}), ['removal gate REFUSED']],
    [
      'a declared removal',
      { gate: { type: 'string' } },
      def({}, { dropped: ['gate'] }),
      ['removal gate: ALTER TABLE "dock" DROP COLUMN "gate"'],
    ],
    [
      'dropped but still there',
      { gate: { type: 'string' } },
      def({ gate: { type: 'string' } }, { dropped: ['gate'] }),
      ['removal gate REFUSED'],
    ],
    [
      'a likely rename',
      { name: { type: 'string' } },
      def({ title: { type: 'string' } }),
      ['rename name REFUSED'],
    ],
    [
      'a declared rename',
      { name: { type: 'string' } },
      def({ title: { type: 'string', 'x-admin': { renamedFrom: 'name' } } }),
      [
        'rename title: ALTER TABLE "dock" RENAME COLUMN "name" TO "title"; ALTER INDEX IF EXISTS "dock_name_key" RENAME TO "dock_title_key"; ALTER INDEX IF EXISTS "dock_name_idx" RENAME TO "dock_title_idx"; ALTER INDEX IF EXISTS "dock_name_trgm" RENAME TO "dock_title_trgm"',
      ],
    ],
    [
      'a rename already applied: the hint is inert',
      { title: { type: 'string' } },
      def({ title: { type: 'string', 'x-admin': { renamedFrom: 'name' } } }),
      [],
    ],
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
      def(
        {
          site_id: {
            type: 'integer',
            'x-admin': { renamedFrom: 'address_id', reference: 'address' },
          },
        },
        {},
        { site_id: 'address' },
      ),
      applied({ address_id: { type: 'integer' } }),
    );
    expect(changes[0]!.statements.at(-1)).toContain(
      'RENAME CONSTRAINT "dock_address_id_fkey" TO "dock_site_id_fkey"',
    );
  });

  test('the refusal names resource, property and what to declare, every one of them', () => {
    const resources = { dock: def({ name: { type: 'integer' } }) };
    expect(() =>
      plannedSchemaChanges(
        resources,
        { dock: applied({ name: { type: 'string' }, gate: { type: 'string' } }) },
        'generate',
      ),
    ).toThrow(BreakingSchemaChangeError);
    try {
      plannedSchemaChanges(
        resources,
        { dock: applied({ name: { type: 'string' }, gate: { type: 'string' } }) },
        'generate',
      );
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

describe('schemaChanges: which type changes break', () => {
  // Columns of one SQL type (jsonb for several JSON types), so only the JSON types decide.
  test.each<[string, JsonSchema, JsonSchema, string[]]>([
    ['any type afterwards accepts every old value', { type: ['string', 'integer'] }, {}, []],
    [
      'one of two old types no longer accepted',
      { type: ['string', 'integer'] },
      { type: ['string', 'boolean'] },
      ['retype v REFUSED'],
    ],
    ['integers are numbers', { type: ['integer', 'string'] }, { type: ['number', 'string'] }, []],
    [
      'but booleans are not',
      { type: ['boolean', 'string'] },
      { type: ['number', 'string'] },
      ['retype v REFUSED'],
    ],
    [
      'numbers are not integers',
      { type: ['number', 'string'] },
      { type: ['integer', 'string'] },
      ['retype v REFUSED'],
    ],
    [
      'null added or removed does not count',
      { type: ['string', 'integer', 'null'] },
      { type: ['string', 'integer'] },
      [],
    ],
  ])('%s', (_, before, after, expected) =>
    expect(summary(def({ v: after }), { v: before })).toEqual(expected),
  );
});

describe('schemaChanges: renames and removals', () => {
  test('renamedFrom naming a property that is still there, or a new name already applied, is no rename', () => {
    expect(
      summary(
        def({
          name: { type: 'string' },
          title: { type: 'string', 'x-admin': { renamedFrom: 'name' } },
        }),
        { name: { type: 'string' } },
      ),
    ).toEqual([]);
    expect(
      summary(def({ title: { type: 'string', 'x-admin': { renamedFrom: 'name' } } }), {
        name: { type: 'string' },
        title: { type: 'string' },
      }),
    ).toEqual(['removal name REFUSED']);
  });

  test('a property declared as the rename of another is not offered as a twin of a removed one', () => {
    expect(
      summary(def({ c: { type: 'string', 'x-admin': { renamedFrom: 'a' } } }), {
        a: { type: 'string' },
        b: { type: 'string' },
      }),
    ).toEqual([
      'rename c: ALTER TABLE "dock" RENAME COLUMN "a" TO "c"; ALTER INDEX IF EXISTS "dock_a_key" RENAME TO "dock_c_key"; ALTER INDEX IF EXISTS "dock_a_idx" RENAME TO "dock_c_idx"; ALTER INDEX IF EXISTS "dock_a_trgm" RENAME TO "dock_c_trgm"',
      'removal b REFUSED',
    ]);
  });

  test('"dropped" names only what was applied: a new property listed there is left alone; a schema without root hints drops nothing', () => {
    expect(summary(def({ gate: { type: 'string' } }, { dropped: ['gate'] }), {})).toEqual([]);
    const bare = {
      name: 'dock',
      references: {},
      schema: { type: 'object', properties: { ...SYSTEM } },
    } as unknown as ResourceDef;
    expect(summary(bare, { gate: { type: 'string' } })).toEqual(['removal gate REFUSED']);
  });
});

describe('BreakingSchemaChangeError', () => {
  test('says what each refused change is and what to declare, word for word', () => {
    const resources = {
      // Out of order on purpose: the refusal lists resources by name.
      yard: def({
        code: { type: 'string', format: 'date-time' },
        kind: { type: ['string', 'boolean'], 'x-admin': { cast: {} } },
      }),
      dock: def(
        { title: { type: 'string' }, size: { type: 'integer' }, gate: { type: 'string' } },
        { dropped: ['gate'] },
      ),
    };
    (resources.yard as { name: string }).name = 'yard';
    let refusal: unknown;
    try {
      plannedSchemaChanges(
        resources,
        {
          yard: applied({
            code: { type: 'string', format: 'date' },
            kind: { type: ['string', 'integer'] },
          }),
          dock: applied({
            name: { type: 'string' },
            size: {},
            depth: { type: 'number' },
            gate: { type: 'string' },
          }),
        },
        'generate',
      );
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(BreakingSchemaChangeError);
    const error = refusal as BreakingSchemaChangeError;
    expect(error.name).toBe('BreakingSchemaChangeError');
    expect(error.userFacing).toBe(true);
    expect(error.changes.map((c) => `${c.resource}.${c.property}`)).toEqual([
      'dock.name',
      'dock.size',
      'dock.depth',
      'dock.gate',
      'yard.code',
      'yard.kind',
    ]);
    expect(error.message).toBe(
      [
        'generate: 6 breaking schema changes would make existing records invalid:',
        `  - dock.name: removed, and title (string) is new: if name was renamed, declare "x-admin": { "renamedFrom": "name" } on title, which keeps the data; if name and its data are to go, list it in the root "x-admin": { "dropped": ["name"] }.`,
        `  - dock.size: retyped from any to integer; existing values would fail the new validator. Declare the conversion on the property: "x-admin": { "cast": {} } for a plain jsonb -> bigint cast, or "cast": { "using": "<SQL over the old column "size">" }; or keep the old type.`,
        `  - dock.depth: removed, but the database holds its data for existing records. To drop the column and its data, list it in the root "x-admin": { "dropped": ["depth"] }; if it was renamed, declare "x-admin": { "renamedFrom": "depth" } on the new property; otherwise put it back.`,
        `  - dock.gate: is both a property and listed in "dropped": remove one of them.`,
        `  - yard.code: retyped from string (date) to string (date-time); existing values would fail the new validator. Declare the conversion on the property: "x-admin": { "cast": {} } for a plain date -> timestamptz cast, or "cast": { "using": "<SQL over the old column "code">" }; or keep the old type.`,
        `  - yard.kind: retyped from string|integer to string|boolean within one jsonb column: a plain cast changes nothing, so "cast" needs a "using" SQL expression that converts the values.`,
        `(Applied schemas are kept in the database's _armada_migration table; see docs/schema-authoring.md, "Breaking changes".)`,
      ].join('\n'),
    );
  });

  test('declared changes alone are planned, not refused', () => {
    const planned = plannedSchemaChanges(
      { dock: def({ title: { type: 'string', 'x-admin': { renamedFrom: 'name' } } }) },
      { dock: applied({ name: { type: 'string' } }) },
      'migrate',
    );
    expect(planned.map((c) => `${c.kind} ${c.property} ${c.declared}`)).toEqual([
      'rename title true',
    ]);
  });

  test('one refused change is "a breaking schema change"', () => {
    expect(() =>
      plannedSchemaChanges(
        { dock: def({}) },
        { dock: applied({ gate: { type: 'string' } }) },
        'migrate',
      ),
    ).toThrow(
      /^migrate: a breaking schema change would make existing records invalid:\n {2}- dock\.gate: removed, but/,
    );
  });
});
