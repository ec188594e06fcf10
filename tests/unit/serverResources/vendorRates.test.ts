// The vendor's flattened contract-rate view (server/resources/vendor/rates.ts) and the routes and
// component the vendor module adds (server/resources/vendor/index.ts), built from the real vendor schema
// and from variants of it: a vendor schema without code or paired company, with other rate fields,
// without rates. The rows themselves are checked over HTTP in tests/server/list.test.ts.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/generated/registry.ts';
import type { JsonSchema, ResourceDef } from '../../../src/generated/registry.ts';
import {
  RATE_DEFAULT_FILTERS,
  RATES_FIELD,
  rateItemSchema,
  vendorRateSchema,
  vendorRateSource,
} from '../../../server/resources/vendor/rates.ts';
import { vendor } from '../../../server/resources/vendor/index.ts';

const real = resources.vendor;

/** The vendor definition with its schema's properties replaced (and rates' maxItems and items). */
function variant(
  properties: Record<string, JsonSchema | undefined>,
  extra: Partial<ResourceDef> = {},
): ResourceDef {
  const props = { ...real.schema.properties, ...properties };
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key];
  return {
    ...real,
    ...extra,
    schema: { ...real.schema, properties: props as Record<string, JsonSchema> },
  };
}

const ratesOf = (items: Record<string, JsonSchema>, maxItems?: number): JsonSchema => ({
  type: 'array',
  ...(maxItems ? { maxItems } : {}),
  items: { type: 'object', properties: items },
});

describe('rateItemSchema', () => {
  it("the rate item's schema, or undefined without rates or without item properties", () => {
    expect(RATES_FIELD).toBe('contract_rates');
    expect(rateItemSchema(real)).toBe(real.schema.properties.contract_rates.items);
    expect(rateItemSchema(undefined)).toBeUndefined();
    expect(rateItemSchema(variant({ contract_rates: undefined }))).toBeUndefined();
    expect(
      rateItemSchema(variant({ contract_rates: { type: 'array', items: { type: 'object' } } })),
    ).toBeUndefined();
    expect(rateItemSchema(variant({ contract_rates: { type: 'array' } }))).toBeUndefined();
  });
});

describe('vendorRateSchema', () => {
  it("the vendor's columns, then every rate field", () => {
    const schema = vendorRateSchema(real);
    const props = real.schema.properties;
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual([
      'id',
      'vendor_id',
      'vendor_name',
      'vendor_code',
      'status',
      'paired_company_id',
      'connected',
      ...Object.keys(props.contract_rates.items!.properties!).filter(
        (f) => !['id', 'vendor_id', 'status', 'paired_company_id', 'connected'].includes(f),
      ),
    ]);
    expect(schema.properties.id).toEqual({
      type: 'integer',
      readOnly: true,
      description: 'vendor_id * stride + position of the rate',
    });
    expect(schema.properties.vendor_id).toEqual({
      type: 'integer',
      'x-admin': { reference: 'vendor' },
    });
    expect(schema.properties.vendor_name).toBe(props.name);
    expect(schema.properties.vendor_code).toBe(props.code);
    expect(schema.properties.status).toBe(props.status);
    expect(schema.properties.paired_company_id).toBe(props.paired_company_id);
    expect(schema.properties.connected).toEqual({
      type: 'boolean',
      description: 'paired_company_id > 0',
    });
    expect(schema.properties.base_price).toBe(props.contract_rates.items!.properties!.base_price);
  });

  it('stand-ins for vendor fields the schema lacks', () => {
    const schema = vendorRateSchema(
      variant({
        name: undefined,
        code: undefined,
        status: undefined,
        paired_company_id: undefined,
      }),
    );
    expect(schema.properties.vendor_name).toEqual({ type: 'string' });
    expect(schema.properties.vendor_code).toEqual({ type: ['string', 'null'] });
    expect(schema.properties.status).toEqual({ type: ['object', 'null'] });
    expect(schema.properties.paired_company_id).toEqual({ type: ['integer', 'null'] });
  });
});

describe('vendorRateSource', () => {
  it('the real schema: one row per rate, ids by vendor id and position, the default filters', () => {
    const source = vendorRateSource(real);
    expect(source.name).toBe('vendor-rate');
    // maxItems 500: three digits of position.
    expect(source.idSql).toBe('(t."id" * 1000 + r.position - 1)');
    expect(source.from).toBe(
      `"vendor" AS t CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(t."contract_rates") = 'array' THEN t."contract_rates" ELSE '[]'::jsonb END) WITH ORDINALITY AS r(rate, position)`,
    );
    expect(source.columns.vendor_id).toEqual({
      sql: 't."id"',
      jsonb: false,
      schema: { type: 'integer' },
    });
    expect(source.columns.connected).toEqual({
      sql: '(COALESCE(t."paired_company_id", 0) > 0)',
      jsonb: false,
      schema: { type: 'boolean' },
    });
    expect(source.columns.vendor_name).toEqual({
      sql: 't."name"',
      jsonb: false,
      schema: real.schema.properties.name,
    });
    expect(source.columns.status).toEqual({
      sql: 't."status"',
      jsonb: true,
      schema: real.schema.properties.status,
    });
    expect(source.columns.paired_company_id).toMatchObject({
      sql: 't."paired_company_id"',
      jsonb: false,
    });
    // A text rate field the vendor also has falls back to the vendor's value.
    expect(source.columns.contract_number.sql).toBe(
      `COALESCE(r.rate ->> 'contract_number', t."contract_number")`,
    );
    expect(source.columns.contract_number.jsonb).toBe(false);
    expect(source.columns.base_price).toMatchObject({
      sql: `(r.rate -> 'base_price')`,
      jsonb: true,
    });
    expect(source.select).toContain(
      `(t."id" * 1000 + r.position - 1) AS "id", t."id" AS "vendor_id"`,
    );
    expect(source.select).toContain(`(r.rate -> 'base_price') AS "base_price"`);
    expect(source.filters).toEqual({
      id: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'],
      vendor_id: ['eq', 'ne', 'in'],
      connected: ['eq', 'ne'],
      paired_company_id: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'],
      'status.name': ['eq', 'ne', 'in'],
      contract_number: ['eq', 'ne', 'in'],
      origin_address_id: ['eq', 'ne', 'in'],
      destination_address_id: ['eq', 'ne', 'in'],
      box_type_id: ['eq', 'ne', 'in'],
      base_price: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'],
      total_weight: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'],
      total_volume: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'],
    });
    expect(source.search).toEqual(['vendor_name', 'vendor_code', 'contract_number']);
    expect(source.sort).toEqual([{ field: 'vendor_name', order: 'ASC' }]);
    expect(RATE_DEFAULT_FILTERS).toEqual(["status.name eq 'ACTIVE'", 'paired_company_id gt 0']);
    expect(source.defaultFilters).toEqual(RATE_DEFAULT_FILTERS);
  });

  it('toRecord keeps every column the row has, null included, and nothing else', () => {
    const source = vendorRateSource(real);
    expect(
      source.toRecord({
        id: 5001,
        vendor_id: 5,
        vendor_name: 'A',
        connected: false,
        base_price: null,
        unrelated: 1,
      }),
    ).toStrictEqual({
      id: 5001,
      vendor_id: 5,
      vendor_name: 'A',
      connected: false,
      base_price: null,
    });
  });

  it('rate fields of every kind get their operators; text fields without a vendor twin are jsonb', () => {
    const source = vendorRateSource(
      variant({
        contract_rates: ratesOf(
          {
            note: { type: 'string' },
            starts_on: { type: 'string', format: 'date' },
            valid_until: { type: ['string', 'null'], format: 'date-time' },
            express: { type: 'boolean' },
            vehicle: { type: 'integer', 'x-admin': { reference: 'box-type' } },
            extras: { type: 'object' },
            code: { type: 'integer' },
            region: { type: 'string' },
          },
          5000,
        ),
        region: { type: 'integer' },
      }),
    );
    expect(source.idSql).toBe('(t."id" * 10000 + r.position - 1)');
    expect(source.filters).toMatchObject({
      note: ['eq', 'ne', 'in'],
      starts_on: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'],
      valid_until: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'],
      express: ['eq', 'ne'],
      vehicle: ['eq', 'ne', 'in'],
      code: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'],
    });
    expect(source.filters.extras).toBeUndefined();
    expect(source.columns.note).toMatchObject({ sql: `(r.rate -> 'note')`, jsonb: true });
    // region is text on the rate and integer on the vendor, code the other way round: no fallback.
    expect(source.columns.region).toMatchObject({ sql: `(r.rate -> 'region')`, jsonb: true });
    expect(source.columns.code).toMatchObject({ sql: `(r.rate -> 'code')`, jsonb: true });
    // No contract_number among the rate fields: the vendor's name and code are searched.
    expect(source.search).toEqual(['vendor_name', 'vendor_code']);
  });

  it('a vendor schema without name, code, status and paired company: fewer columns, filters, defaults', () => {
    const source = vendorRateSource(
      variant(
        { name: undefined, code: undefined, status: undefined, paired_company_id: undefined },
        {},
      ),
    );
    expect(Object.keys(source.columns).slice(0, 3)).toEqual(['id', 'vendor_id', 'connected']);
    expect(source.columns.vendor_name).toBeUndefined();
    expect(source.columns.vendor_code).toBeUndefined();
    expect(source.columns.status).toBeUndefined();
    expect(source.columns.connected.sql).toBe('(COALESCE(NULL::bigint, 0) > 0)');
    expect(Object.keys(source.filters)).not.toContain('status.name');
    expect(Object.keys(source.filters)).not.toContain('paired_company_id');
    expect(source.defaultFilters).toEqual([]);
    expect(source.sort).toEqual([{ field: 'vendor_id', order: 'ASC' }]);
    expect(source.search).toEqual(['contract_number']);
    // The stride is at least 1000 even for a small maxItems, and 1000 without one.
    expect(
      vendorRateSource(variant({ contract_rates: ratesOf({ a: { type: 'string' } }, 9) })).idSql,
    ).toBe('(t."id" * 1000 + r.position - 1)');
    expect(
      vendorRateSource(variant({ contract_rates: ratesOf({ a: { type: 'string' } }) })).idSql,
    ).toBe('(t."id" * 1000 + r.position - 1)');
  });

  it('a jsonb vendor name is not searched', () => {
    const source = vendorRateSource(
      variant({ name: { type: 'object' }, code: { type: ['string', 'null'] } }),
    );
    expect(source.columns.vendor_name.jsonb).toBe(true);
    expect(source.columns.vendor_code.jsonb).toBe(false);
    expect(source.search).toEqual(['vendor_code', 'contract_number']);
  });
});

describe('the vendor module', () => {
  it('two list routes under the vendor path, documented with the rate envelope', () => {
    const routes = vendor.routes!(real, resources);
    expect(routes.map((r) => [r.method, r.path, r.action, r.listParameters])).toEqual([
      ['GET', '/vendor/contract-rates', 'read', true],
      ['GET', '/vendor/rates', 'read', true],
    ]);
    expect(routes[0].summary).toBe(
      'One row per vendor contract rate; default filters status.name eq ACTIVE and paired_company_id gt 0',
    );
    expect(routes[1].summary).toBe(
      'Contract rates for a lane: origin_address_id and destination_address_id query parameters',
    );
    expect(routes[1].query).toEqual([
      { name: 'origin_address_id', schema: { type: 'integer', minimum: 1 } },
      { name: 'destination_address_id', schema: { type: 'integer', minimum: 1 } },
    ]);
    const envelope = {
      description:
        'The list contract envelope: data.paginated_result (rate rows), data.ids, metadata.page and metadata.total_count',
      schema: {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              paginated_result: {
                type: 'array',
                items: { $ref: '#/components/schemas/VendorRate' },
              },
              ids: { type: 'array', items: { type: 'integer' } },
            },
          },
          metadata: {
            type: 'object',
            properties: { page: { type: 'integer' }, total_count: { type: 'integer' } },
          },
        },
      },
    };
    expect(routes[0].responses).toEqual({ '200': envelope });
    expect(routes[1].responses).toEqual({ '200': envelope });
  });

  it('no routes without rates or without a list operation; the component only with rates', () => {
    expect(vendor.routes!(variant({ contract_rates: undefined }), resources)).toEqual([]);
    expect(
      vendor.routes!(
        { ...real, operations: real.operations.filter((o) => o !== 'list') },
        resources,
      ),
    ).toEqual([]);
    expect(vendor.components!(real)).toEqual({ VendorRate: vendorRateSchema(real) });
    expect(vendor.components!(variant({ contract_rates: undefined }))).toEqual({});
    const renamed = { ...real, name: 'sub-vendor-x2' };
    expect(Object.keys(vendor.components!(renamed))).toEqual(['SubVendorX2Rate']);
    expect(vendor.routes!(renamed, resources)[0].responses!['200'].schema).toMatchObject({
      properties: {
        data: {
          properties: {
            paginated_result: { items: { $ref: '#/components/schemas/SubVendorX2Rate' } },
          },
        },
      },
    });
  });
});
