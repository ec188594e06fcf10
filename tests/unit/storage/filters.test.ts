// The filter grammar of the list contract (server/storage/filters.ts) as a pure function: the
// tokenizer, one clause, and the `filters` query parameter. The API tests (tests/server/list.test.ts)
// check the same grammar end to end; these pin each rule and limit on its own.
import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../../server/storage/filters.ts';
import {
  FilterSyntaxError,
  parseClause,
  tokenize,
} from '../../../src/domain/list/filterGrammar.ts';
import { errorOf } from './apiErrorOf.ts';

const s = (value: string) => ({ type: 'string', value });
const n = (value: number, raw = String(value)) => ({ type: 'number', value, raw });

const syntaxError = (input: string) => {
  try {
    parseClause(input);
  } catch (error) {
    if (error instanceof FilterSyntaxError) return error.message;
    throw error;
  }
  return 'parsed';
};

describe('tokenize', () => {
  it('words (with dots), numbers, quoted strings with doubled quotes, punctuation; whitespace of any kind between', () => {
    expect(tokenize(" status.name  in\t('A''s',\n-1.5e3 , .5,x_1)")).toEqual([
      { kind: 'word', text: 'status.name' },
      { kind: 'word', text: 'in' },
      { kind: 'punct', text: '(' },
      { kind: 'string', text: "A's" },
      { kind: 'punct', text: ',' },
      { kind: 'number', text: '-1.5e3' },
      { kind: 'punct', text: ',' },
      { kind: 'number', text: '.5' },
      { kind: 'punct', text: ',' },
      { kind: 'word', text: 'x_1' },
      { kind: 'punct', text: ')' },
    ]);
  });

  it('keeps spaces, commas and parentheses inside quotes, and an empty string', () => {
    expect(tokenize("'a b, (c)' ''")).toEqual([
      { kind: 'string', text: 'a b, (c)' },
      { kind: 'string', text: '' },
    ]);
    expect(tokenize("''''")).toEqual([{ kind: 'string', text: "'" }]);
  });

  it('numbers: integers, decimals, exponents with a sign; a number glued to letters, dots or digits is not one', () => {
    for (const text of ['0', '42', '-7', '3.25', '1e5', '1E+5', '2e-3', '-.5'])
      expect(tokenize(text), text).toEqual([{ kind: 'number', text }]);
    expect(() => tokenize('12abc')).toThrow(FilterSyntaxError);
    expect(() => tokenize('1.2.3')).toThrow(FilterSyntaxError);
    expect(() => tokenize('1_000')).toThrow(FilterSyntaxError);
    expect(() => tokenize('1.')).toThrow('unexpected character "1"');
  });

  it('refuses an unterminated string and characters outside the grammar', () => {
    expect(() => tokenize("'open")).toThrow('unterminated string');
    expect(() => tokenize("'it''s")).toThrow('unterminated string');
    expect(() => tokenize('a = 1')).toThrow('unexpected character "="');
    for (const text of [';', '"x"', '-', '*', '%'])
      expect(() => tokenize(text), text).toThrow(FilterSyntaxError);
  });
});

describe('parseClause', () => {
  it('field op value, for every operator, any case of the operator', () => {
    expect(parseClause("name eq 'PT A'")).toEqual({ field: 'name', op: 'eq', values: [s('PT A')] });
    for (const op of ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'])
      expect(parseClause(`id ${op} 5`), op).toEqual({ field: 'id', op, values: [n(5)] });
    expect(parseClause('id GTE 5').op).toBe('gte');
    expect(parseClause('id In (1)').op).toBe('in');
  });

  it('values: strings, numbers (with their raw text), true, false and null in any case', () => {
    expect(parseClause('x eq -2.50').values).toEqual([n(-2.5, '-2.50')]);
    expect(parseClause('x eq TRUE').values).toEqual([{ type: 'boolean', value: true }]);
    expect(parseClause('x eq false').values).toEqual([{ type: 'boolean', value: false }]);
    expect(parseClause('x eq Null').values).toEqual([{ type: 'null', value: null }]);
    expect(syntaxError('x eq maybe')).toBe('expected a value, got maybe');
    expect(syntaxError('x eq (')).toBe('expected a value, got (');
    expect(syntaxError('x eq 1e999')).toBe('number out of range');
  });

  it('fields are lower-case names joined by dots', () => {
    expect(parseClause("status.product_category.name eq 'A'").field).toBe(
      'status.product_category.name',
    );
    for (const field of ['Name', 'a..b', 'a.', '_x.1a', 'a.B'])
      expect(syntaxError(`${field} eq 1`), field).toBe('expected a field');
    expect(syntaxError("'name' eq 1")).toBe('expected a field');
    expect(syntaxError('')).toBe('expected a field');
  });

  it('an operator is a known word', () => {
    expect(syntaxError('name')).toBe('expected an operator');
    expect(syntaxError("name 'eq' 1")).toBe('expected an operator');
    expect(syntaxError('name like 1')).toBe('unknown operator like');
  });

  it('one value for a comparison, none or two are refused', () => {
    expect(syntaxError('x eq')).toBe('expected exactly one value');
    expect(syntaxError('x eq 1 2')).toBe('expected exactly one value');
    expect(syntaxError('x eq (1)')).toBe('expected exactly one value');
  });

  it('in takes a parenthesized, comma-separated list of 1 to 100 values', () => {
    expect(parseClause("city in ('A', 'B', null, 3)").values).toEqual([
      s('A'),
      s('B'),
      { type: 'null', value: null },
      n(3),
    ]);
    expect(parseClause('id in (7)').values).toEqual([n(7)]);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(parseClause(`id in (${hundred.join(',')})`).values).toHaveLength(100);
    expect(syntaxError(`id in (${[...hundred, 101].join(',')})`)).toBe('too many values');
    expect(syntaxError('id in ()')).toBe('empty in list');
    expect(syntaxError('id in 1')).toBe('in needs a parenthesized list');
    expect(syntaxError('id in (1')).toBe('in needs a parenthesized list');
    expect(syntaxError('id in 1)')).toBe('in needs a parenthesized list');
    expect(syntaxError('id in ,1)')).toBe('in needs a parenthesized list');
    expect(syntaxError('id in (1,')).toBe('in needs a parenthesized list');
    expect(syntaxError('id in (1 2)')).toBe('expected a comma');
    expect(syntaxError('id in (1,)')).toBe('trailing comma');
    expect(syntaxError('id in (,1)')).toBe('expected a value, got ,');
    expect(syntaxError('id in (1,,2)')).toBe('expected a value, got ,');
  });

  it('a clause of at most 4000 characters', () => {
    const at = `name eq '${'x'.repeat(4000 - "name eq ''".length)}'`;
    expect(at).toHaveLength(4000);
    expect(parseClause(at).values[0]).toEqual(s('x'.repeat(3990)));
    expect(syntaxError(`${at} `)).toBe('clause too long');
  });
});

describe('parseFilters', () => {
  it('no parameter, or empty ones, are no clauses', () => {
    expect(parseFilters(undefined)).toEqual([]);
    expect(parseFilters('')).toEqual([]);
    expect(parseFilters(['  ', "city eq 'A'"])).toEqual([
      { field: 'city', op: 'eq', values: [s('A')] },
    ]);
  });

  it('one clause or a list of them', () => {
    expect(parseFilters('id gt 1')).toHaveLength(1);
    expect(parseFilters(['id gt 1', 'id lt 9']).map((c) => c.op)).toEqual(['gt', 'lt']);
  });

  it('at most 50 clauses', () => {
    expect(parseFilters(Array.from({ length: 50 }, () => 'id gt 1'))).toHaveLength(50);
    expect(errorOf(() => parseFilters(Array.from({ length: 51 }, () => 'id gt 1')))).toEqual({
      status: 400,
      errors: { filters: 'too-long' },
    });
  });

  it('anything but strings in the grammar is 400 invalid-format', () => {
    for (const raw of [5, { a: 1 }, ['id gt 1', 7], "city eq 'A", 'id like 1']) {
      expect(
        errorOf(() => parseFilters(raw)),
        JSON.stringify(raw),
      ).toEqual({ status: 400, errors: { filters: 'invalid-format' } });
    }
  });
});
