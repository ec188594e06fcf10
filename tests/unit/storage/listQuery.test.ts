// The list engine (server/storage/listQuery.ts) as pure functions: literal coercion per kind, the
// SQL of each clause (values always bound parameters), sorts, paging and search parameters, and
// the statements runList sends, read from a recording Db. The API tests check the same rules end
// to end on a real database.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db.ts';
import { errorOf } from './apiErrorOf.ts';
import { FieldResolver, type SourceColumn } from '../../../server/storage/columns.ts';
import { parseClause, type Literal } from '../../../src/domain/list/filterGrammar.ts';
import {
  coerceLiteral,
  compileClause,
  defaultClauses,
  isSortable,
  Params,
  parsePaging,
  parseSearch,
  parseSorts,
  runList,
  type ListSource,
} from '../../../server/storage/listQuery.ts';
import type { FilterOperator, JsonSchema } from '../../../src/generated/registry.ts';

const str = (value: string): Literal => ({ type: 'string', value });
const num = (value: number, raw = String(value)): Literal => ({ type: 'number', value, raw });
const bool = (value: boolean): Literal => ({ type: 'boolean', value });
const NULL: Literal = { type: 'null', value: null };

const schemas: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  name: { type: 'string' },
  city: { type: ['string', 'null'] },
  price: { type: 'number' },
  is_active: { type: 'boolean' },
  created_on: { type: 'string', format: 'date-time' },
  birthday: { type: ['string', 'null'], format: 'date' },
  secret: { type: 'string', 'x-admin': { sortable: false } } as JsonSchema,
  status: { type: 'object', properties: { name: { type: 'string' }, level: { type: 'integer' } } },
  rates: { type: 'array', items: { type: 'object', properties: { price: { type: 'number' } } } },
};
const jsonb = new Set(['status', 'rates']);
const columns: Record<string, SourceColumn> = Object.fromEntries(
  Object.entries(schemas).map(([field, schema]) => [
    field,
    { sql: `t."${field}"`, jsonb: jsonb.has(field), schema },
  ]),
);
const resolver = () => new FieldResolver(columns);
const all: FilterOperator[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'];
const allowed: Record<string, FilterOperator[]> = Object.fromEntries(
  [
    'id',
    'name',
    'city',
    'price',
    'is_active',
    'created_on',
    'birthday',
    'status.name',
    'status.level',
    'rates.price',
  ].map((f) => [f, all]),
);

/** compileClause on one clause: the SQL and the bound values. */
function compile(clause: string, allow = allowed) {
  const params = new Params();
  const sql = compileClause(resolver(), parseClause(clause), params, allow, 'filters');
  return { sql, values: params.values };
}

describe('coerceLiteral', () => {
  it('integer: safe integers, as a number or as 1 to 16 digits of text', () => {
    expect(coerceLiteral(num(42), 'integer')).toBe(42);
    expect(coerceLiteral(str('-17'), 'integer')).toBe(-17);
    expect(coerceLiteral(str('1234567890123456'), 'integer')).toBe(1234567890123456);
    for (const literal of [
      num(1.5),
      num(2 ** 53),
      str('12345678901234567'),
      str('1.0'),
      str(' 1'),
      str('x'),
      bool(true),
    ]) {
      expect(coerceLiteral(literal, 'integer'), JSON.stringify(literal)).toBeUndefined();
    }
  });

  it('number: finite numbers, as a number or decimal text', () => {
    expect(coerceLiteral(num(1.5), 'number')).toBe(1.5);
    expect(coerceLiteral(str('-2.25'), 'number')).toBe(-2.25);
    expect(coerceLiteral(str('.5'), 'number')).toBe(0.5);
    expect(coerceLiteral(str('3e2'), 'number')).toBe(300);
    expect(coerceLiteral(str('3E-2'), 'number')).toBe(0.03);
    for (const literal of [
      num(Infinity),
      str('1e999'),
      str('1.'),
      str('abc'),
      str('1 '),
      str('0x10'),
      bool(false),
    ]) {
      expect(coerceLiteral(literal, 'number'), JSON.stringify(literal)).toBeUndefined();
    }
  });

  it("boolean: true and false, or their text 'true' and 'false'", () => {
    expect(coerceLiteral(bool(true), 'boolean')).toBe(true);
    expect(coerceLiteral(bool(false), 'boolean')).toBe(false);
    expect(coerceLiteral(str('true'), 'boolean')).toBe(true);
    expect(coerceLiteral(str('false'), 'boolean')).toBe(false);
    for (const literal of [str('TRUE'), str('yes'), num(1), num(0)])
      expect(coerceLiteral(literal, 'boolean'), JSON.stringify(literal)).toBeUndefined();
  });

  it('date: YYYY-MM-DD of a real day', () => {
    expect(coerceLiteral(str('2024-02-29'), 'date')).toBe('2024-02-29');
    expect(coerceLiteral(str('2024-12-31'), 'date')).toBe('2024-12-31');
    expect(coerceLiteral(str('2024-01-01'), 'date')).toBe('2024-01-01');
    for (const text of [
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '0000-01-01',
      '2024-1-01',
      '2024-01-01T00:00',
      ' 2024-01-01',
      '2024-01-01 ',
    ]) {
      expect(coerceLiteral(str(text), 'date'), text).toBeUndefined();
    }
    expect(coerceLiteral(num(20240101), 'date')).toBeUndefined();
  });

  it('date-time: a real day, optionally a valid time with seconds, fractions and an offset', () => {
    for (const text of [
      '2024-03-01',
      '2024-03-01T23:59',
      '2024-03-01 00:00:59',
      '2024-03-01T10:00:00.123456Z',
      '2024-03-01t10:00:00+07:00',
      '2024-03-01T10:00-0700',
      '2024-03-01T10:00:00+07',
    ]) {
      expect(coerceLiteral(str(text), 'date-time'), text).toBe(text);
    }
    for (const text of [
      '2024-02-30',
      '2024-03-01T24:00',
      '2024-03-01T10:60',
      '2024-03-01T10:00:60',
      '2024-03-01T10',
      '2024-03-01T10:00:00.1234567890Z',
      'x2024-03-01',
      '2024-03-01Tx',
    ]) {
      expect(coerceLiteral(str(text), 'date-time'), text).toBeUndefined();
    }
    expect(coerceLiteral(num(1), 'date-time')).toBeUndefined();
  });

  it('text: strings without NUL, and numbers as they were written', () => {
    expect(coerceLiteral(str('PT A'), 'text')).toBe('PT A');
    expect(coerceLiteral(str(''), 'text')).toBe('');
    expect(coerceLiteral(str('a\u0000b'), 'text')).toBeUndefined();
    expect(coerceLiteral(num(1.5, '1.50'), 'text')).toBe('1.50');
    expect(coerceLiteral(bool(true), 'text')).toBeUndefined();
  });
});

describe('compileClause', () => {
  it('each operator on a native column, the value a parameter cast to the column kind', () => {
    expect(compile('id eq 5')).toEqual({ sql: 't."id" = $1::bigint', values: [5] });
    expect(compile('id ne 5')).toEqual({ sql: 't."id" IS DISTINCT FROM $1::bigint', values: [5] });
    expect(compile('id gt 5').sql).toBe('t."id" > $1::bigint');
    expect(compile('id gte 5').sql).toBe('t."id" >= $1::bigint');
    expect(compile('id lt 5').sql).toBe('t."id" < $1::bigint');
    expect(compile('id lte 5').sql).toBe('t."id" <= $1::bigint');
    expect(compile('id in (1, 2)')).toEqual({
      sql: '(t."id" IN ($1::bigint, $2::bigint))',
      values: [1, 2],
    });
    expect(compile('price gt 2.5')).toEqual({
      sql: 't."price" > $1::double precision',
      values: [2.5],
    });
    expect(compile('is_active eq true')).toEqual({
      sql: 't."is_active" = $1::boolean',
      values: [true],
    });
    expect(compile("created_on gte '2024-01-01'")).toEqual({
      sql: 't."created_on" >= $1::timestamptz',
      values: ['2024-01-01'],
    });
    expect(compile("birthday lt '2000-01-01'")).toEqual({
      sql: 't."birthday" < $1::date',
      values: ['2000-01-01'],
    });
    expect(compile("name eq 'x''; DROP'")).toEqual({
      sql: 't."name" = $1::text',
      values: ["x'; DROP"],
    });
  });

  it('null: eq is IS NULL, ne is IS NOT NULL, in adds OR IS NULL; comparisons refuse it', () => {
    expect(compile('city eq null')).toEqual({ sql: 't."city" IS NULL', values: [] });
    expect(compile('city ne null')).toEqual({ sql: 't."city" IS NOT NULL', values: [] });
    expect(compile("city in ('A', null)")).toEqual({
      sql: '(t."city" IN ($1::text) OR t."city" IS NULL)',
      values: ['A'],
    });
    expect(compile('city in (null)')).toEqual({ sql: '(t."city" IS NULL)', values: [] });
    expect(errorOf(() => compile('id gt null'))).toEqual({
      status: 400,
      errors: { filters: 'invalid-value' },
    });
  });

  it('dotted paths into jsonb read the text and cast it; crossing an array is EXISTS over its elements', () => {
    expect(compile("status.name eq 'ACTIVE'")).toEqual({
      sql: `((t."status" -> 'name') #>> '{}') = $1::text`,
      values: ['ACTIVE'],
    });
    expect(compile('status.level gte 2').sql).toBe(
      `((t."status" -> 'level') #>> '{}')::numeric >= $1::numeric`,
    );
    expect(compile('rates.price lt 100').sql).toBe(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t."rates") = 'array' THEN t."rates" ELSE '[]'::jsonb END) AS e1(v) WHERE ((e1.v -> 'price') #>> '{}')::numeric < $1::numeric)`,
    );
  });

  it('a field outside the whitelist is unknown-field; an operator it does not allow, or a value of the wrong kind, invalid-value', () => {
    expect(errorOf(() => compile('nope eq 1'))).toEqual({
      status: 400,
      errors: { filters: 'unknown-field' },
    });
    expect(errorOf(() => compile('id eq 1', { name: ['eq'] }))).toEqual({
      status: 400,
      errors: { filters: 'unknown-field' },
    });
    expect(errorOf(() => compile('id gt 1', { id: ['eq'] }))).toEqual({
      status: 400,
      errors: { filters: 'invalid-value' },
    });
    expect(errorOf(() => compile("id eq 'x'"))).toEqual({
      status: 400,
      errors: { filters: 'invalid-value' },
    });
    expect(errorOf(() => compile("is_active in (true, 'maybe')"))).toEqual({
      status: 400,
      errors: { filters: 'invalid-value' },
    });
    // Allowed, but not in the schema: unknown too. And an inherited key is not an allowed field.
    expect(errorOf(() => compile('ghost eq 1', { ghost: ['eq'] }))).toEqual({
      status: 400,
      errors: { filters: 'unknown-field' },
    });
    expect(errorOf(() => compile('constructor eq 1'))).toEqual({
      status: 400,
      errors: { filters: 'unknown-field' },
    });
  });

  it('reports under the error key it is given', () => {
    const params = new Params();
    const error = errorOf(() =>
      compileClause(resolver(), parseClause('nope eq 1'), params, allowed, 'filter'),
    );
    expect(error).toEqual({ status: 400, errors: { filter: 'unknown-field' } });
  });
});

describe('Params', () => {
  it('numbers placeholders in order, with an optional cast', () => {
    const params = new Params();
    expect(params.add('a')).toBe('$1');
    expect(params.add(2, 'bigint')).toBe('$2::bigint');
    expect(params.values).toEqual(['a', 2]);
  });
});

describe('parseSorts and isSortable', () => {
  it('field or field:asc|desc in any case, comma-separated, on direct scalars', () => {
    expect(parseSorts(undefined, resolver())).toBeUndefined();
    expect(parseSorts(' ', resolver())).toBeUndefined();
    expect(parseSorts('name', resolver())).toEqual([{ field: 'name', order: 'ASC' }]);
    expect(parseSorts(' city:DESC , id:asc ', resolver())).toEqual([
      { field: 'city', order: 'DESC' },
      { field: 'id', order: 'ASC' },
    ]);
    expect(parseSorts(['name:desc', 'status.name'], resolver())).toEqual([
      { field: 'name', order: 'DESC' },
      { field: 'status.name', order: 'ASC' },
    ]);
  });

  it('at most 10 fields; malformed items, non-sortable and unknown fields are 400', () => {
    expect(parseSorts(Array(10).fill('id').join(','), resolver())).toHaveLength(10);
    expect(errorOf(() => parseSorts(Array(11).fill('id').join(','), resolver()))).toEqual({
      status: 400,
      errors: { sorts: 'too-long' },
    });
    for (const raw of ['name:up', 'name:', ':asc', 'name asc', 'a..b', 'name,', 'x:asc:desc']) {
      expect(
        errorOf(() => parseSorts(raw, resolver())),
        raw,
      ).toEqual({ status: 400, errors: { sorts: 'invalid-format' } });
    }
    expect(errorOf(() => parseSorts(5, resolver()))).toEqual({
      status: 400,
      errors: { sorts: 'invalid-format' },
    });
    for (const raw of ['secret', 'status', 'rates.price', 'nope', 'status.nope', 'Name']) {
      expect(
        errorOf(() => parseSorts(raw, resolver())),
        raw,
      ).toEqual({ status: 400, errors: { sorts: 'invalid-value' } });
    }
    expect(isSortable(resolver(), 'status.level')).toBe(true);
    expect(isSortable(resolver(), 'secret')).toBe(false);
  });
});

describe('parsePaging and parseSearch', () => {
  it('limit 1..100 (default 10) and page 1..1,000,000 (default 1), as integer text', () => {
    expect(parsePaging({})).toEqual({ limit: 10, page: 1 });
    expect(parsePaging({ limit: '', page: '' })).toEqual({ limit: 10, page: 1 });
    expect(parsePaging({ limit: '1', page: '1000000' })).toEqual({ limit: 1, page: 1_000_000 });
    expect(parsePaging({ limit: ' 100 ', page: '2' })).toEqual({ limit: 100, page: 2 });
    const bad = (query: Record<string, unknown>) => errorOf(() => parsePaging(query));
    expect(bad({ limit: '0' })).toEqual({ status: 400, errors: { limit: 'too-small' } });
    expect(bad({ limit: '101' })).toEqual({ status: 400, errors: { limit: 'too-large' } });
    expect(bad({ page: '0' })).toEqual({ status: 400, errors: { page: 'too-small' } });
    expect(bad({ page: '1000001' })).toEqual({ status: 400, errors: { page: 'too-large' } });
    expect(bad({ page: '-1' })).toEqual({ status: 400, errors: { page: 'too-small' } });
    for (const limit of ['1.5', 'ten', '1e2', '1234567890123', ['5'], 5]) {
      expect(bad({ limit }), JSON.stringify(limit)).toEqual({
        status: 400,
        errors: { limit: 'invalid-format' },
      });
    }
    expect(bad({ limit: '123456789012' })).toEqual({ status: 400, errors: { limit: 'too-large' } });
  });

  it('search: a string of at most 200 characters without NUL, under its own key', () => {
    expect(parseSearch(undefined)).toBeUndefined();
    expect(parseSearch('')).toBe('');
    expect(parseSearch('x'.repeat(200))).toHaveLength(200);
    expect(errorOf(() => parseSearch('x'.repeat(201)))).toEqual({
      status: 400,
      errors: { search: 'too-long' },
    });
    expect(errorOf(() => parseSearch('a\u0000'))).toEqual({
      status: 400,
      errors: { search: 'invalid-format' },
    });
    expect(errorOf(() => parseSearch(['a'], 'q'))).toEqual({
      status: 400,
      errors: { q: 'invalid-format' },
    });
  });
});

describe('runList', () => {
  /**
   * A Db that records each statement and answers rows [{id:1}] and a total of 7. PGlite's engine:
   * it always counts (PostgreSQL prices the count first: tests/server/honestTotals.test.ts).
   */
  function recording() {
    const calls: { sql: string; params: unknown[] }[] = [];
    const db = {
      engine: 'pglite',
      async query(sql: string, params: unknown[] = []) {
        // The count cache's bookkeeping (server/storage/countCache.ts) is not the list's SQL.
        if (params.includes('_armada_table_version')) return { rows: [] } as never;
        calls.push({ sql, params: [...params] });
        return (
          sql.startsWith('SELECT count')
            ? { rows: [{ total: 7 }] }
            : { rows: [{ id: 1, name: 'A' }] }
        ) as never;
      },
    } as unknown as Db;
    return { db, calls };
  }
  const source = (overrides: Partial<ListSource> = {}): ListSource => ({
    name: 'thing',
    from: 'thing AS t',
    select: 't.*',
    idSql: 't."id"',
    columns,
    filters: { city: ['eq'] },
    search: ['name', 'status.name', 'id'],
    sort: [{ field: 'name', order: 'DESC' }],
    defaultFilters: [],
    toRecord: (row) => ({ ...row, mapped: true }),
    ...overrides,
  });

  it('no conditions: the default sort, then the id in the same direction, limit and offset as parameters', async () => {
    const { db, calls } = recording();
    const result = await runList(db, source(), { clauses: [], limit: 10, offset: 20 });
    expect(result).toEqual({
      records: [{ id: 1, name: 'A', mapped: true }],
      total: 7,
      totalKind: 'exact',
      next: undefined,
    });
    expect(calls).toEqual([
      {
        sql: 'SELECT t.*, (t."name")::text AS "_armada_key_0" FROM thing AS t ORDER BY t."name" DESC, t."id" DESC LIMIT $1::integer OFFSET $2::bigint',
        params: [10, 20],
      },
      { sql: 'SELECT count(*)::bigint AS total FROM thing AS t', params: [] },
    ]);
  });

  it('where, clauses and a trimmed search are ANDed; the search is a bound ILIKE over every search field with % and _ escaped', async () => {
    const { db, calls } = recording();
    await runList(db, source(), {
      clauses: [parseClause("city eq 'Medan'")],
      search: '  50%_off\\  ',
      sorts: [{ field: 'city', order: 'ASC' }],
      limit: 5,
      offset: 0,
      where: (params) => [`t."parent" = ${params.add(9, 'bigint')}`],
    });
    const where = ` WHERE t."parent" = $1::bigint AND t."city" = $2::text AND (t."name" ILIKE $3::text OR ((t."status" -> 'name') #>> '{}') ILIKE $3::text OR (t."id")::text ILIKE $3::text)`;
    expect(calls[0]).toEqual({
      // The sort's keys ride along for the next page's cursor (docs/api.md "Deep pages").
      sql: `SELECT t.*, (t."city")::text AS "_armada_key_0" FROM thing AS t${where} ORDER BY t."city" ASC, t."id" ASC LIMIT $4::integer OFFSET $5::bigint`,
      params: [9, 'Medan', '%50\\%\\_off\\\\%', 5, 0],
    });
    expect(calls[1]).toEqual({
      sql: `SELECT count(*)::bigint AS total FROM thing AS t${where}`,
      params: [9, 'Medan', '%50\\%\\_off\\\\%'],
    });
  });

  it('a blank search, or a source without search fields, adds no condition; no sorts at all still orders by id', async () => {
    const { db, calls } = recording();
    await runList(db, source({ sort: [] }), { clauses: [], search: '   ', limit: 1, offset: 0 });
    await runList(db, source({ search: [] }), { clauses: [], search: 'x', limit: 1, offset: 0 });
    expect(calls[0].sql).toBe(
      'SELECT t.* FROM thing AS t ORDER BY t."id" ASC LIMIT $1::integer OFFSET $2::bigint',
    );
    expect(calls[2].sql).toBe(
      'SELECT t.*, (t."name")::text AS "_armada_key_0" FROM thing AS t ORDER BY t."name" DESC, t."id" DESC LIMIT $1::integer OFFSET $2::bigint',
    );
  });

  it('the whitelist of the query replaces the source one, and errors go under its error key', async () => {
    const { db } = recording();
    await expect(
      runList(db, source(), { clauses: [parseClause('price gt 1')], limit: 1, offset: 0 }),
    ).rejects.toMatchObject({ status: 400, errors: { filters: 'unknown-field' } });
    await expect(
      runList(db, source(), {
        clauses: [parseClause('price gt 1')],
        limit: 1,
        offset: 0,
        allowed: { price: ['gt'] },
      }),
    ).resolves.toMatchObject({ total: 7 });
    await expect(
      runList(db, source(), {
        clauses: [parseClause('name eq 1')],
        limit: 1,
        offset: 0,
        errorKey: 'filter',
      }),
    ).rejects.toMatchObject({
      errors: { filter: 'unknown-field' },
    });
  });

  it('an empty first page is an exact total of 0 (no count needed)', async () => {
    const db = { engine: 'postgres', query: async () => ({ rows: [] }) } as unknown as Db;
    expect(await runList(db, source(), { clauses: [], limit: 1, offset: 0 })).toEqual({
      records: [],
      total: 0,
      totalKind: 'exact',
      next: undefined,
    });
  });
});

describe('defaultClauses', () => {
  it("parses the source's default filters, and names the source and clause of a bad one", () => {
    const base = {
      name: 'rates',
      from: '',
      select: '',
      idSql: '',
      columns,
      filters: {},
      search: [],
      sort: [],
      toRecord: (r: Record<string, unknown>) => r,
    };
    expect(
      defaultClauses({ ...base, defaultFilters: ["status.name eq 'ACTIVE'", 'id gt 0'] }),
    ).toEqual([
      { field: 'status.name', op: 'eq', values: [str('ACTIVE')] },
      { field: 'id', op: 'gt', values: [num(0)] },
    ]);
    expect(() => defaultClauses({ ...base, defaultFilters: ['id ~ 1'] })).toThrow(
      'rates: bad default filter "id ~ 1": unexpected character "~"',
    );
  });
});

describe('coerceLiteral with NULL', () => {
  it('null never coerces: the clause compiler handles it before', () => {
    for (const kind of ['integer', 'number', 'boolean', 'date', 'date-time', 'text'] as const)
      expect(coerceLiteral(NULL, kind), kind).toBeUndefined();
  });
});
