// The read-only objects a delivery order carries on every read, looked up for a whole page in one
// statement (one JSON array per referenced table): shipped and billed customer (with the
// customer's marketing user), marketing user, origin and destination address (the §3 fields), box
// type and vendor; and the custom fields. One record (GET one, the PDF, a write's answer) carries
// them merged by key with the definitions (name, type, flags); a list item carries only its stored
// values ({key, value}), also flattened under each key (master-data §7): the console has the
// company's definitions already (GET /custom-field/delivery-order, cached), so six definitions are
// not repeated on every row (issue 27).
import { vendorRequestViews } from './vendorRequest.ts';
import type { Db } from '../../db.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import type { RecordData } from '../../storage/records.ts';
import type { ResourceName, StoredRecordOf } from '../../../src/generated/types.ts';
import type { ServerContext } from '../../context.ts';
import { andOwnRows } from '../../tenancy.ts';

type Order = StoredRecordOf<'delivery-order'>;
/** The columns the expansion reads of resource N's rows (byIdMap). */
type Columns<N extends ResourceName, K extends keyof StoredRecordOf<N>> = Pick<
  StoredRecordOf<N>,
  'id' | K
>;

/** One referenced table's part of the expansion statement: its rows by id, as a JSON array. */
interface Lookup {
  resource: ResourceName;
  columns: readonly string[];
  /** The ids condition (trusted SQL over the statement's parameters). */
  where: string;
}

/**
 * The rows every lookup asks for, in ONE statement (one round trip for the whole page, issue 27):
 * each referenced table's rows as a JSON array in a column of its own. Row-level security holds
 * each subquery as it held the one statement per table this replaced. JSON keeps every value these
 * columns hold as the driver would return it (text, numbers, booleans, NULL).
 */
async function lookupAll(
  db: Db,
  server: ServerContext,
  lookups: Record<string, Lookup>,
  params: unknown[],
  defsSql?: string,
): Promise<Record<string, Record<string, unknown>[]>> {
  const present = Object.entries(lookups).filter(([, l]) => server.resources[l.resource]);
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const key of Object.keys(lookups)) out[key] = [];
  const parts = present.map(
    ([key, l]) =>
      `(SELECT COALESCE(json_agg(r), '[]'::json) FROM (SELECT ${['id', ...l.columns].map(quoteIdent).join(', ')} FROM ${quoteIdent(tableName(l.resource))} WHERE ${l.where}) r) AS ${quoteIdent(key)}`,
  );
  if (defsSql) {
    parts.push(
      `(SELECT COALESCE(json_agg(d ORDER BY d.id), '[]'::json) FROM (${defsSql}) d) AS "defs"`,
    );
    present.push(['defs', { resource: 'custom-field', columns: [], where: '' }]);
  }
  if (parts.length === 0) return out;
  const { rows } = await db.query<Record<string, unknown>>(`SELECT ${parts.join(', ')}`, params);
  for (const [key] of present) {
    const value = rows[0]?.[key];
    out[key] = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Record<
      string,
      unknown
    >[];
  }
  return out;
}

const numericIds = (ids: unknown[]): number[] => [
  ...new Set(ids.filter((v): v is number => typeof v === 'number')),
];

function byIdMap<N extends ResourceName, K extends keyof StoredRecordOf<N>>(
  rows: Record<string, unknown>[],
): Map<number, Columns<N, K>> {
  return new Map(rows.map((row) => [Number(row.id), row as unknown as Columns<N, K>]));
}

const ADDRESS_FIELDS = [
  'name',
  'category',
  'full_name',
  'province',
  'city',
  'start_operational_on',
  'end_operational_on',
  'start_break_on',
  'end_break_on',
] as const satisfies readonly (keyof StoredRecordOf<'address'>)[];

export interface CustomFieldRow {
  key: string;
  name: string;
  type: 'TEXT' | 'NUMBER' | 'DATE';
  is_required: boolean;
  is_editable: boolean;
  is_active: boolean;
}

/**
 * The company's active and retired custom-field definitions, in id order (pushes its parameters onto
 * `params`); `withId` adds the id, for ordering them inside the expansion statement.
 */
function customFieldSql(server: ServerContext, params: unknown[], withId = false): string {
  // The company's own definitions (row-level security; the condition is the second line: docs/tenancy.md).
  const own = andOwnRows(server.resources['custom-field']!.tenancy, params);
  return `SELECT ${withId ? 'id, ' : ''}key, name, type, COALESCE(is_required, false) AS is_required, COALESCE(is_editable, true) AS is_editable, COALESCE(is_active, true) AS is_active FROM ${quoteIdent(tableName('custom-field'))} WHERE TRUE${own} ORDER BY id`;
}

export async function customFieldDefs(db: Db, server: ServerContext): Promise<CustomFieldRow[]> {
  if (!server.resources['custom-field']) return [];
  const params: unknown[] = [];
  const { rows } = await db.query<CustomFieldRow>(customFieldSql(server, params), params);
  return rows;
}

type Udf = NonNullable<Order['user_definition_fields']>[number];

/** Stored values merged by key into the definitions: every active definition appears, stored values of retired ones stay. */
export function mergeCustomFields(defs: CustomFieldRow[], stored: Udf[]): Udf[] {
  const byKey = new Map(stored.map((f) => [f.key, f]));
  const merged: Udf[] = [];
  for (const def of defs) {
    const value = byKey.get(def.key);
    if (!def.is_active && !value) continue;
    merged.push({
      key: def.key,
      name: def.name,
      type: def.type,
      value: value?.value ?? null,
      is_required: def.is_required,
      is_editable: def.is_editable,
      is_active: def.is_active,
    });
    byKey.delete(def.key);
  }
  for (const rest of byKey.values()) merged.push({ ...rest, is_active: false });
  return merged;
}

/** A list item's custom fields: each stored value by its key, without its definition's copy. */
export const storedValues = (stored: Udf[]): Udf[] =>
  stored.map((field) => ({ key: field.key, value: field.value ?? null }));

export async function expandOrders(
  db: Db,
  records: Order[],
  options: { list: boolean; server: ServerContext },
) {
  const { server } = options;
  const params: unknown[] = [];
  const ids = (values: unknown[]) =>
    `${quoteIdent('id')} = ANY($${params.push(numericIds(values))}::bigint[])`;
  const customerIds = ids(records.flatMap((r) => [r.customer_id, r.billed_customer_id]));
  const lookups: Record<string, Lookup> = {
    customers: { resource: 'customer', columns: ['name', 'marketing_user_id'], where: customerIds },
    users: {
      resource: 'user',
      columns: ['fullname'],
      // The orders' marketing users and their customers' (the customer subquery as above).
      where: `${ids(records.map((r) => r.marketing_user_id))} OR ${quoteIdent('id')} IN (SELECT ${quoteIdent('marketing_user_id')} FROM ${quoteIdent(tableName('customer'))} WHERE ${customerIds})`,
    },
    addresses: {
      resource: 'address',
      columns: ADDRESS_FIELDS,
      where: ids(records.flatMap((r) => [r.origin_address_id, r.destination_address_id])),
    },
    boxTypes: {
      resource: 'box-type',
      columns: ['name', 'weight_capacity', 'volume_capacity'],
      where: ids(records.map((r) => r.box_type_id)),
    },
    vendors: {
      resource: 'vendor',
      columns: ['name', 'contract_number'],
      where: ids(records.map((r) => r.vendor_id)),
    },
  };
  if (!server.resources['customer'])
    lookups.users!.where = ids(records.map((r) => r.marketing_user_id));
  // One record: the custom-field definitions ride in the same statement (the company's, not by
  // id). A list does not read them: its items carry their stored values only.
  const withDefs = !options.list && !!server.resources['custom-field'];
  const found = await lookupAll(
    db,
    server,
    lookups,
    params,
    withDefs ? customFieldSql(server, params, true) : undefined,
  );
  const customers = byIdMap<'customer', 'name' | 'marketing_user_id'>(found.customers!);
  const users = byIdMap<'user', 'fullname'>(found.users!);
  const addresses = byIdMap<'address', (typeof ADDRESS_FIELDS)[number]>(found.addresses!);
  const boxTypes = byIdMap<'box-type', 'name' | 'weight_capacity' | 'volume_capacity'>(
    found.boxTypes!,
  );
  const vendors = byIdMap<'vendor', 'name' | 'contract_number'>(found.vendors!);
  const defs = (found.defs ?? []) as unknown as CustomFieldRow[];
  const requests = await vendorRequestViews(db, records);
  const properties = server.resources['delivery-order']?.schema.properties ?? {};

  const user = (id: number | null | undefined) => {
    const row = typeof id === 'number' ? users.get(id) : undefined;
    return row ? { id: row.id, fullname: row.fullname } : null;
  };
  const address = (id: number | null | undefined): Order['origin_address'] => {
    const row = typeof id === 'number' ? addresses.get(id) : undefined;
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      category: row.category ?? null,
      full_name: row.full_name ?? null,
      province: row.province ?? null,
      city: row.city ?? null,
      start_operational_on: row.start_operational_on ?? null,
      end_operational_on: row.end_operational_on ?? null,
      start_break_on: row.start_break_on ?? null,
      end_break_on: row.end_break_on ?? null,
    };
  };
  for (const record of records) {
    const shipped =
      typeof record.customer_id === 'number' ? customers.get(record.customer_id) : undefined;
    record.shipped_customer = shipped
      ? { id: shipped.id, name: shipped.name, marketing_user: user(shipped.marketing_user_id) }
      : null;
    const billed =
      typeof record.billed_customer_id === 'number'
        ? customers.get(record.billed_customer_id)
        : undefined;
    record.billed_customer = billed ? { id: billed.id, name: billed.name } : null;
    record.marketing_user = user(record.marketing_user_id);
    record.origin_address = address(record.origin_address_id);
    record.destination_address = address(record.destination_address_id);
    const box =
      typeof record.box_type_id === 'number' ? boxTypes.get(record.box_type_id) : undefined;
    record.box_type = box
      ? {
          id: box.id,
          name: box.name,
          weight_capacity: box.weight_capacity ?? null,
          volume_capacity: box.volume_capacity ?? null,
        }
      : null;
    const vendor = typeof record.vendor_id === 'number' ? vendors.get(record.vendor_id) : undefined;
    record.vendor = vendor
      ? { id: vendor.id, name: vendor.name, contract_number: vendor.contract_number ?? null }
      : null;
    const request = requests.get(record.id);
    record.vendor_request = request ? { ...request } : null;
    const udfs = options.list
      ? storedValues(record.user_definition_fields ?? [])
      : mergeCustomFields(defs, record.user_definition_fields ?? []);
    record.user_definition_fields = udfs;
    // List items also carry each custom value under its own key (master-data §7): keys no schema
    // names, so they are written through the record's untyped view.
    const flat: RecordData = record;
    if (options.list)
      for (const field of udfs)
        if (!Object.hasOwn(properties, field.key) && !Object.hasOwn(record, field.key))
          flat[field.key] = field.value;
  }
}
