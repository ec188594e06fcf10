// A delivery_order row read back from the database, as the API's record: what the seed tests hand
// to the generated validator (tests/server/generatedOrders.test.ts, seedBulkLoad.test.ts).
import { resources, type JsonSchema } from '../../src/generated/registry.ts';

/** A column the record leaves out reads back as NULL; the API omits it, so validation does too. */
export function asRecord(row: Record<string, unknown>): Record<string, unknown> {
  const properties = resources['delivery-order']!.schema.properties;
  const allowsNull = (schema: JsonSchema | undefined) =>
    Array.isArray(schema?.type) ? schema.type.includes('null') : schema?.type === 'null';
  // company_id is the table's (docs/tenancy.md), not the record's.
  return Object.fromEntries(
    Object.entries(row).filter(
      ([name, value]) => name !== 'company_id' && (value !== null || allowsNull(properties[name])),
    ),
  );
}
