import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/generated/registry';
import {
  buildFilterClauses,
  buildListQuery,
  flattenFilter,
  literalOf,
  splitOperator,
} from '../../../src/dataProviders/listQuery';
import { quote, writeLiteral } from '../../../src/domain/list/filterGrammar.ts';

const literal = (...args: Parameters<typeof literalOf>) => writeLiteral(literalOf(...args));

const customer = resources.customer;

describe('list query', () => {
  it('maps pagination and sort to limit, page and sorts', () => {
    const query = new URLSearchParams(
      buildListQuery(
        {
          pagination: { page: 3, perPage: 25 },
          sort: { field: 'name', order: 'DESC' },
          filter: {},
        },
        customer,
      ),
    );
    expect(query.get('limit')).toBe('25');
    expect(query.get('page')).toBe('3');
    expect(query.get('sorts')).toBe('name:desc');
    expect(query.has('search')).toBe(false);
    expect(query.getAll('filters')).toEqual([]);
  });

  it('caps limit at 100 and floors page at 1', () => {
    const query = new URLSearchParams(buildListQuery({ pagination: { page: 0, perPage: 1000 } }));
    expect(query.get('limit')).toBe('100');
    expect(query.get('page')).toBe('1');
  });

  it('sends q as search, trimmed, and leaves out an empty one', () => {
    expect(new URLSearchParams(buildListQuery({ filter: { q: '  budi ' } })).get('search')).toBe(
      'budi',
    );
    expect(new URLSearchParams(buildListQuery({ filter: { q: '' } })).has('search')).toBe(false);
  });

  it('turns scalars into eq, arrays into in, suffixes into their operators', () => {
    expect(
      buildFilterClauses(
        {
          city: 'Bandung',
          marketing_user_id: [3, 4],
          is_active: true,
          created_on_gte: '2024-01-01T00:00:00.000+07:00',
          created_on_lte: '2024-12-31T23:59:59.999+07:00',
          code_ne: 'X',
          q: 'ignored',
        },
        customer,
      ),
    ).toEqual([
      "city eq 'Bandung'",
      'marketing_user_id in (3,4)',
      'is_active eq true',
      "created_on gte '2024-01-01T00:00:00.000+07:00'",
      "created_on lte '2024-12-31T23:59:59.999+07:00'",
      "code ne 'X'",
    ]);
  });

  it('quotes strings with doubled single quotes', () => {
    expect(quote("O'Brien")).toBe("'O''Brien'");
    expect(buildFilterClauses({ name: "Toko 'Maju'" }, customer)).toEqual([
      "name eq 'Toko ''Maju'''",
    ]);
  });

  it('types string input by the schema: numbers and booleans raw, text quoted', () => {
    expect(literal('12', customer, 'marketing_user_id')).toBe('12');
    expect(literal('true', customer, 'is_active')).toBe('true');
    expect(literal('12', customer, 'code')).toBe("'12'");
    expect(literal(null)).toBe('null');
  });

  it('flattens nested filter objects to dotted fields', () => {
    expect(flattenFilter({ status: { name: 'ACTIVE' }, paired_company_id_gt: 0 })).toEqual({
      'status.name': 'ACTIVE',
      paired_company_id_gt: 0,
    });
    expect(buildFilterClauses({ status: { name: 'ACTIVE' }, paired_company_id_gt: 0 })).toEqual([
      "status.name eq 'ACTIVE'",
      'paired_company_id gt 0',
    ]);
  });

  it('skips empty values and empty arrays', () => {
    expect(buildFilterClauses({ city: '', marketing_user_id: [], email: undefined })).toEqual([]);
  });

  it('keeps a real property whose name ends like an operator suffix', () => {
    const def = {
      ...customer,
      schema: {
        ...customer.schema,
        properties: { ...customer.schema.properties, cost_lt: { type: 'number' } },
      },
    };
    expect(splitOperator('cost_lt', def)).toEqual({ field: 'cost_lt', operator: 'eq' });
    expect(splitOperator('cost_lt', customer)).toEqual({ field: 'cost', operator: 'lt' });
  });

  it('leaves the parent field out when asked (it goes into the path)', () => {
    const query = new URLSearchParams(
      buildListQuery({ filter: { customer_id: 5, is_default: true } }, resources['delivery-note'], [
        'customer_id',
      ]),
    );
    expect(query.getAll('filters')).toEqual(['is_default eq true']);
  });
});
