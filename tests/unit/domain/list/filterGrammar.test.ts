// The filter grammar the console writes and the server parses (src/domain/list/filterGrammar.ts), as
// round-trip properties: parse(write(clause)) is the clause, and write(parse(text)) is a canonical
// text that parses to the same clause. Failures print their seed (FC_SEED replays them).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterOperator } from '../../../../src/generated/registry.ts';
import {
  FilterSyntaxError,
  parseClause,
  writeClause,
  type FilterClause,
  type Literal,
} from '../../../../src/domain/list/filterGrammar.ts';
import { buildFilterClauses } from '../../../../src/dataProviders/listQuery.ts';
import { MAX_IN_VALUES } from '../../../../src/domain/list/limits.ts';
import { checkProperty } from '../../../fixtures/fastCheck.ts';

const FILE = 'tests/unit/domain/list/filterGrammar.test.ts';
const RUNS = 500;

const name = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);
const field = fc.array(name, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
const numberText = fc.stringMatching(/^-?(\d{1,6}(\.\d{1,6})?|\.\d{1,6})([eE][+-]?\d{1,2})?$/);

const literal: fc.Arbitrary<Literal> = fc.oneof(
  fc
    .string({ unit: 'grapheme', maxLength: 20 })
    .map((value) => ({ type: 'string' as const, value })),
  fc
    .string({ unit: fc.constantFrom("'", ' ', ',', '(', ')', 'a', '"', '\\'), maxLength: 8 })
    .map((value) => ({ type: 'string' as const, value })),
  numberText.map((raw) => ({ type: 'number' as const, value: Number(raw), raw })),
  fc.boolean().map((value) => ({ type: 'boolean' as const, value })),
  fc.constant({ type: 'null' as const, value: null }),
);

const clause: fc.Arbitrary<FilterClause> = fc.oneof(
  fc.record({
    field,
    op: fc.constantFrom<FilterOperator>('eq', 'ne', 'gt', 'gte', 'lt', 'lte'),
    values: literal.map((l) => [l]),
  }),
  fc.record({
    field,
    op: fc.constant<FilterOperator>('in'),
    values: fc.array(literal, { minLength: 1, maxLength: 5 }),
  }),
);

/** A clause as a client might type it: any case for the operator and keywords, any spacing. */
const space = fc.stringMatching(/^[ \t\n]{0,3}$/);
const someCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((up) => [...text].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));
function looseLiteral(l: Literal): fc.Arbitrary<string> {
  if (l.type === 'boolean' || l.type === 'null') return someCase(String(l.value));
  return fc.constant(writeClause({ field: 'x', op: 'eq', values: [l] }).slice('x eq '.length));
}
const loose: fc.Arbitrary<[FilterClause, string]> = clause.chain((c) => {
  const parts = c.values.map(looseLiteral);
  return fc
    .tuple(
      someCase(c.op),
      fc.tuple(...parts),
      fc.array(space, { minLength: 8 + c.values.length * 2, maxLength: 8 + c.values.length * 2 }),
    )
    .map(([op, values, gaps]) => {
      const g = (i: number) => gaps[i] ?? '';
      if (c.op !== 'in') return `${g(0)}${c.field} ${g(1)}${op} ${g(2)}${values[0]}${g(3)}`;
      const list = values.map((v, i) => `${g(4 + 2 * i)}${v}${g(5 + 2 * i)}`).join(',');
      return `${g(0)}${c.field} ${g(1)}${op}${g(2)}(${list})${g(3)}`;
    })
    .map((text): [FilterClause, string] => [c, text]);
});
const looseText = loose.map(([, text]) => text);

/** Text from the grammar's alphabet: mostly not a clause, which must be refused, never misread. */
const noise = fc.string({
  unit: fc.constantFrom(
    'a',
    'b',
    '.',
    '_',
    ' ',
    "'",
    '(',
    ')',
    ',',
    '1',
    '-',
    'e',
    'q',
    'i',
    'n',
    't',
    'r',
    'u',
    'l',
  ),
  maxLength: 30,
});

const parseOrUndefined = (text: string): FilterClause | undefined => {
  try {
    return parseClause(text);
  } catch (error) {
    if (error instanceof FilterSyntaxError) return undefined;
    throw error;
  }
};

describe('filter grammar round trip', () => {
  it('parse(write(clause)) is the clause', () => {
    checkProperty(
      fc.property(clause, (c) => {
        expect(parseClause(writeClause(c))).toEqual(c);
      }),
      RUNS,
      FILE,
    );
  });

  it('write(parse(text)) is canonical: it parses to the same clause and writes itself again', () => {
    checkProperty(
      fc.property(fc.oneof(looseText, noise), (text) => {
        const parsed = parseOrUndefined(text);
        if (!parsed) return;
        const canonical = writeClause(parsed);
        expect(parseClause(canonical)).toEqual(parsed);
        expect(writeClause(parseClause(canonical))).toBe(canonical);
      }),
      RUNS,
      FILE,
    );
  });

  it('a loosely written clause parses to the clause it spells', () => {
    checkProperty(
      fc.property(loose, ([c, text]) => {
        expect(parseClause(text), text).toEqual(c);
      }),
      RUNS,
      FILE,
    );
  });

  it("the console's filter values reach the server unchanged: any text, numbers and in-lists", () => {
    checkProperty(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 50 }),
        fc.array(fc.integer(), { minLength: 1, maxLength: MAX_IN_VALUES }),
        (text, ids) => {
          fc.pre(text !== '');
          const [byName, byId] = buildFilterClauses({ name: text, id: ids });
          expect(parseClause(byName)).toEqual({
            field: 'name',
            op: 'eq',
            values: [{ type: 'string', value: text }],
          });
          expect(parseClause(byId).values.map((v) => v.value)).toEqual(ids);
        },
      ),
      RUNS,
      FILE,
    );
  });

  it('canonical form: lower-case operator, single spaces, no space inside an in-list', () => {
    expect(writeClause(parseClause("  status.name   IN ( 'A''s' ,  -1.50 ,NULL, True )  "))).toBe(
      "status.name in ('A''s',-1.50,null,true)",
    );
    expect(writeClause(parseClause('id GTE 5'))).toBe('id gte 5');
  });
});
