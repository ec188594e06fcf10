// The read-only objects a delivery order carries on every read, looked up in one query per
// referenced table for a whole page: shipped and billed customer (with the customer's marketing
// user), marketing user, origin and destination address (the §3 fields), box type and vendor; and
// the custom fields, merged by key with the active definitions (list items also carry each value
// flattened under its key, master-data §7).
import { vendorRequestViews } from './vendorRequest.ts';
import type { Db } from '../../db.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import type { RecordData } from '../../storage/records.ts';
import type { ResourceName, StoredRecordOf } from '../../../src/generated/types.ts';
import type { ServerContext } from '../../context.ts';
import { andOwnRows } from '../../tenancy.ts';

type Order = StoredRecordOf<'delivery-order'>;
/** The columns `byId` reads of resource N's rows. */
type Columns<N extends ResourceName, K extends keyof StoredRecordOf<N>> = Pick<
  StoredRecordOf<N>,
  'id' | K
>;

async function byId<N extends ResourceName, K extends keyof StoredRecordOf<N> & string>(
  db: Db,
  server: ServerContext,
  resource: N,
  ids: unknown[],
  columns: readonly K[],
): Promise<Map<number, Columns<N, K>>> {
  const wanted = [...new Set(ids.filter((v): v is number => typeof v === 'number'))];
  const out = new Map<number, Columns<N, K>>();
  if (wanted.length === 0 || !server.resources[resource]) return out;
  const placeholders = wanted.map((_, i) => `$${i + 1}::bigint`).join(', ');
  const { rows } = await db.query<Columns<N, K>>(
    `SELECT ${['id', ...columns].map(quoteIdent).join(', ')} FROM ${quoteIdent(tableName(resource))} WHERE id IN (${placeholders})`,
    wanted,
  );
  for (const row of rows) out.set(Number(row.id), row);
  return out;
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

export async function customFieldDefs(db: Db, server: ServerContext): Promise<CustomFieldRow[]> {
  if (!server.resources['custom-field']) return [];
  // The company's own definitions (row-level security; the condition is the second line: docs/tenancy.md).
  const params: unknown[] = [];
  const own = andOwnRows(server.resources['custom-field'].tenancy, params);
  const { rows } = await db.query<CustomFieldRow>(
    `SELECT key, name, type, COALESCE(is_required, false) AS is_required, COALESCE(is_editable, true) AS is_editable, COALESCE(is_active, true) AS is_active FROM ${quoteIdent(tableName('custom-field'))} WHERE TRUE${own} ORDER BY id`,
    params,
  );
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

export async function expandOrders(
  db: Db,
  records: Order[],
  options: { list: boolean; server: ServerContext },
) {
  const { server } = options;
  const customers = await byId(
    db,
    server,
    'customer',
    records.flatMap((r) => [r.customer_id, r.billed_customer_id]),
    ['name', 'marketing_user_id'],
  );
  const users = await byId(
    db,
    server,
    'user',
    [
      ...records.map((r) => r.marketing_user_id),
      ...[...customers.values()].map((c) => c.marketing_user_id),
    ],
    ['fullname'],
  );
  const addresses = await byId(
    db,
    server,
    'address',
    records.flatMap((r) => [r.origin_address_id, r.destination_address_id]),
    ADDRESS_FIELDS,
  );
  const boxTypes = await byId(
    db,
    server,
    'box-type',
    records.map((r) => r.box_type_id),
    ['name', 'weight_capacity', 'volume_capacity'],
  );
  const vendors = await byId(
    db,
    server,
    'vendor',
    records.map((r) => r.vendor_id),
    ['name', 'contract_number'],
  );
  const requests = await vendorRequestViews(db, records);
  const defs = await customFieldDefs(db, server);
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
    const udfs = mergeCustomFields(defs, record.user_definition_fields ?? []);
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
