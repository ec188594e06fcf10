// The flattened view behind GET /vendor/contract-rates and /vendor/rates: one row per contract rate,
// carrying its vendor's id, name, code, status, paired_company_id and connected flag. Derived from
// the vendor schema's contract_rates items, so new rate fields show up (and filter) by themselves.
import type { FilterOperator, JsonSchema, ResourceDef } from '../../../src/generated/registry.ts';
import {
  quoteIdent,
  quoteLiteral,
  scalarKind,
  tableName,
  type SourceColumn,
} from '../../storage/columns.ts';
import type { ListSource } from '../../storage/listQuery.ts';

export const RATES_FIELD = 'contract_rates';
export const RATE_DEFAULT_FILTERS = ["status.name eq 'ACTIVE'", 'paired_company_id gt 0'];

/** The schema of one rate item, when the vendor resource has contract rates. */
export function rateItemSchema(vendor: ResourceDef | undefined): JsonSchema | undefined {
  const rates = vendor?.schema.properties[RATES_FIELD];
  return rates?.items?.properties ? rates.items : undefined;
}

/** Row id = vendor id * stride + position, unique as long as a vendor has fewer rates than stride. */
function stride(vendor: ResourceDef): number {
  const max = vendor.schema.properties[RATES_FIELD]?.maxItems ?? 999;
  return 10 ** Math.max(3, String(max).length);
}

function operatorsFor(schema: JsonSchema, isReference: boolean): FilterOperator[] {
  if (isReference) return ['eq', 'ne', 'in'];
  switch (scalarKind(schema)) {
    case 'integer':
    case 'number':
    case 'date':
    case 'date-time':
      return ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'];
    case 'boolean':
      return ['eq', 'ne'];
    case 'text':
      return ['eq', 'ne', 'in'];
    default:
      return [];
  }
}

export function vendorRateSchema(
  vendor: ResourceDef,
): JsonSchema & { properties: Record<string, JsonSchema> } {
  const item = rateItemSchema(vendor)!;
  const props = vendor.schema.properties;
  const properties: Record<string, JsonSchema> = {
    id: {
      type: 'integer',
      readOnly: true,
      description: 'vendor_id * stride + position of the rate',
    },
    vendor_id: { type: 'integer', 'x-admin': { reference: vendor.name } },
    vendor_name: props.name ?? { type: 'string' },
    vendor_code: props.code ?? { type: ['string', 'null'] },
    status: props.status ?? { type: ['object', 'null'] },
    paired_company_id: props.paired_company_id ?? { type: ['integer', 'null'] },
    connected: { type: 'boolean', description: 'paired_company_id > 0' },
  };
  for (const [field, schema] of Object.entries(item.properties!)) properties[field] = schema;
  return { type: 'object', properties };
}

export function vendorRateSource(vendor: ResourceDef): ListSource {
  const item = rateItemSchema(vendor)!;
  const props = vendor.schema.properties;
  const t = (field: string) => `t.${quoteIdent(field)}`;
  const k = stride(vendor);
  const columns: Record<string, SourceColumn> = {
    id: { sql: `(t."id" * ${k} + r.position - 1)`, jsonb: false, schema: { type: 'integer' } },
    vendor_id: { sql: t('id'), jsonb: false, schema: { type: 'integer' } },
    connected: {
      sql: `(COALESCE(${props.paired_company_id ? t('paired_company_id') : 'NULL::bigint'}, 0) > 0)`,
      jsonb: false,
      schema: { type: 'boolean' },
    },
  };
  const vendorFields: [string, string][] = [
    ['vendor_name', 'name'],
    ['vendor_code', 'code'],
    ['status', 'status'],
    ['paired_company_id', 'paired_company_id'],
  ];
  for (const [alias, field] of vendorFields) {
    if (!props[field]) continue;
    const isJsonb = !scalarKind(props[field]);
    columns[alias] = { sql: t(field), jsonb: isJsonb, schema: props[field] };
  }
  const filters: Record<string, FilterOperator[]> = {
    id: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'],
    vendor_id: ['eq', 'ne', 'in'],
    connected: ['eq', 'ne'],
    paired_company_id: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'],
    'status.name': ['eq', 'ne', 'in'],
  };
  for (const [field, schema] of Object.entries(item.properties!)) {
    const kind = scalarKind(schema);
    // A rate field with the vendor's name and type (contract_number) falls back to the vendor's value.
    if (kind === 'text' && props[field] && scalarKind(props[field]) === 'text') {
      columns[field] = {
        sql: `COALESCE(r.rate ->> ${quoteLiteral(field)}, ${t(field)})`,
        jsonb: false,
        schema,
      };
    } else {
      columns[field] = { sql: `(r.rate -> ${quoteLiteral(field)})`, jsonb: true, schema };
    }
    const ops = operatorsFor(schema, !!schema['x-admin']?.reference);
    if (ops.length) filters[field] = ops;
  }
  for (const field of Object.keys(filters))
    if (!columns[field.split('.')[0]]) delete filters[field];
  const search = ['vendor_name', 'vendor_code', 'contract_number'].filter(
    (f) => columns[f] && scalarKind(columns[f].schema) === 'text',
  );
  const selectParts = Object.entries(columns).map(
    ([alias, column]) => `${column.sql} AS ${quoteIdent(alias)}`,
  );
  return {
    name: `${vendor.name}-rate`,
    from: `${quoteIdent(tableName(vendor.name))} AS t CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(t.${quoteIdent(RATES_FIELD)}) = 'array' THEN t.${quoteIdent(RATES_FIELD)} ELSE '[]'::jsonb END) WITH ORDINALITY AS r(rate, position)`,
    select: selectParts.join(', '),
    idSql: columns.id.sql,
    columns,
    filters,
    search,
    sort: columns.vendor_name
      ? [{ field: 'vendor_name', order: 'ASC' }]
      : [{ field: 'vendor_id', order: 'ASC' }],
    defaultFilters: RATE_DEFAULT_FILTERS.filter((clause) => filters[clause.split(' ')[0]]),
    toRecord(row) {
      // Untyped on purpose: the row's fields follow whichever vendor schema is loaded (see above).
      const record: Record<string, unknown> = {};
      for (const alias of Object.keys(columns)) {
        const value = row[alias];
        // Scalars pulled out of jsonb arrive as jsonb values already (numbers, strings, null).
        if (value !== undefined) record[alias] = value;
      }
      return record;
    },
  };
}
