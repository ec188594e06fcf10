// Ingestion of raw alerts (docs/alerts.md §2): one alert or a batch of at most 500, each checked by
// the raw-alert schema's validator with field-keyed paths (alerts.3.alert_code), the batch refused
// whole when any is invalid. Stored with INSERT … ON CONFLICT (composite_id) DO NOTHING, so a
// repeated alert answers its existing id; each new one matches the company's rules and is published
// (alert-new) inside the transaction, so the push goes out only if the insert commits.
import type { Db } from '../db.ts';
import { ApiError, badRequest, errorMap, type ErrorMap } from '../errors.ts';
import { columnType, quoteIdent, tableName } from '../storage/columns.ts';
import { isPlainObject, type RecordData } from '../storage/records.ts';
import type { ServerContext } from '../context.ts';
import { publishPushes, type PushEvent } from '../push/publish.ts';
import { activeRules, matchingRuleIds, type RuleRow } from './ruleMatching.ts';
import { createGeocoder, type Geocoder } from '../geo/geocoder.ts';
import { fillMissingAddresses } from '../geo/fillAddresses.ts';

export const RAW_ALERT = 'raw-alert';
export const MAX_INGEST_BATCH = 500;

/** What an ingesting caller may send: the columns minus the server's (ids, flags, matched rules, feedback). */
export const INGEST_FIELDS: readonly string[] = [
  'created_on',
  'alert_code',
  'alert_flag',
  'company_id',
  'vehicle_id',
  'child_vehicle_id',
  'license_plate',
  'vehicle_category',
  'device_type',
  'imei',
  'driver_name',
  'latitude',
  'longitude',
  'address',
  'map_url',
  'alert_data',
  'alert_trigger',
  'video_url',
  'source_device_category',
];
const REQUIRED = ['created_on', 'alert_code', 'vehicle_id', 'license_plate'];

export interface IngestResult {
  ids: number[];
  created: number;
  duplicates: number;
}

export interface IngestOptions {
  /** The company an alert without company_id belongs to (the caller's). */
  companyId: number;
  /** Publish alert-new for each new alert (on by default; the demo seed's history is not news). */
  publish?: boolean;
  /** Fills a missing address from the position (docs/maps.md); the product's own by default. */
  geocoder?: Geocoder;
}

/** `<alertCode>-<vehicleId>-<createdOn ms>-<alertFlag>` */
export const compositeId = (alert: {
  alert_code: number;
  vehicle_id: number;
  created_on: string;
  alert_flag?: number | null;
}): string =>
  `${alert.alert_code}-${alert.vehicle_id}-${Date.parse(alert.created_on)}-${alert.alert_flag ?? 0}`;

/** The alerts of an ingest body: one alert, or {"alerts": [...]}; each with the paths its errors are reported under. */
export function parseIngestBody(body: unknown): { alert: unknown; prefix: string }[] {
  if (!isPlainObject(body)) throw badRequest({ body: 'invalid-format' });
  if (!Object.hasOwn(body, 'alerts')) return [{ alert: body, prefix: '' }];
  const extra = Object.keys(body).find((key) => key !== 'alerts');
  if (extra) throw badRequest({ [extra]: 'unknown-field' });
  const list = body.alerts;
  if (!Array.isArray(list)) throw badRequest({ alerts: 'invalid-format' });
  if (list.length === 0) throw badRequest({ alerts: 'required' });
  if (list.length > MAX_INGEST_BATCH) throw badRequest({ alerts: 'too-long' });
  return list.map((alert, index) => ({ alert, prefix: `alerts.${index}.` }));
}

/** Every alert checked (all errors of the batch together), or a 400 and nothing stored. */
export function checkAlerts(
  server: ServerContext,
  alerts: { alert: unknown; prefix: string }[],
  companyId: number,
): RecordData[] {
  const store = server.store(RAW_ALERT);
  const errors: ErrorMap = errorMap();
  const forbidden: ErrorMap = errorMap();
  const records: RecordData[] = [];
  for (const { alert, prefix } of alerts) {
    const at = (path: string) => `${prefix}${path}` || 'body';
    if (!isPlainObject(alert)) {
      errors[at('').replace(/\.$/, '')] = 'invalid-format';
      continue;
    }
    let bad = false;
    for (const key of Object.keys(alert)) {
      if (!INGEST_FIELDS.includes(key)) {
        errors[at(key)] = 'unknown-field';
        bad = true;
      }
    }
    for (const key of REQUIRED) {
      if (alert[key] === undefined || alert[key] === null || alert[key] === '') {
        errors[at(key)] = 'required';
        bad = true;
      }
    }
    if (typeof alert.created_on === 'string' && Number.isNaN(Date.parse(alert.created_on))) {
      errors[at('created_on')] = 'invalid-format';
      bad = true;
    }
    // A feed writes its own company's alerts only: another company's is refused, never stored.
    if (
      alert.company_id !== undefined &&
      alert.company_id !== null &&
      alert.company_id !== companyId
    ) {
      forbidden[at('company_id')] = 'forbidden';
      bad = true;
    }
    const record: RecordData = { ...alert, company_id: alert.company_id ?? companyId };
    try {
      const checked: RecordData = store.checkRecord(record);
      if (!bad)
        records.push({
          ...checked,
          created_on: new Date(Date.parse(String(alert.created_on))).toISOString(),
        });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      for (const [path, code] of Object.entries(error.errors))
        if (!Object.hasOwn(errors, at(path))) errors[at(path)] = code;
    }
  }
  if (Object.keys(forbidden).length > 0) throw new ApiError(403, forbidden);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return records;
}

type CheckedAlert = RecordData & {
  alert_code: number;
  vehicle_id: number;
  company_id: number;
  created_on: string;
  alert_flag?: number;
  alert_data?: string | null;
};

/**
 * Stores checked alerts in the caller's transaction: rules matched per company (loaded once per
 * batch), one multi-row INSERT for the batch (a column an alert leaves out takes its DEFAULT), one
 * read of the duplicates' ids and one NOTIFY statement for the new ones.
 */
export async function storeAlerts(
  server: ServerContext,
  tx: Db,
  records: RecordData[],
  options: { publish?: boolean; prefixes?: readonly string[] } = {},
): Promise<IngestResult> {
  if (records.length === 0) return { ids: [], created: 0, duplicates: 0 };
  const def = server.store(RAW_ALERT).def;
  const table = quoteIdent(tableName(RAW_ALERT));
  const properties = def.schema.properties as Record<string, Parameters<typeof columnType>[1]>;
  const rulesByCompany = new Map<number, RuleRow[]>();
  const rows: CheckedAlert[] = [];
  for (const input of records) {
    const record = input as CheckedAlert;
    let rules = rulesByCompany.get(record.company_id);
    if (!rules)
      rulesByCompany.set(record.company_id, (rules = await activeRules(tx, record.company_id)));
    rows.push({
      ...record,
      composite_id: compositeId(record),
      alert_rule_ids: matchingRuleIds(rules, record),
    });
  }
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((field) =>
    Object.hasOwn(properties, field),
  );
  const types = fields.map((field) => columnType(field, properties[field]!));
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const values = fields.map((field, column) => {
      if (!Object.hasOwn(row, field)) return 'DEFAULT';
      const value = row[field];
      params.push(
        value === undefined || value === null
          ? null
          : types[column] === 'jsonb'
            ? JSON.stringify(value)
            : value,
      );
      return `$${params.length}::${types[column]}`;
    });
    return `(${values.join(', ')})`;
  });
  const inserted = await tx.query<{ id: number; composite_id: string }>(
    `INSERT INTO ${table} (${fields.map(quoteIdent).join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (composite_id) DO NOTHING RETURNING id, composite_id`,
    params,
  );
  /** The ids this INSERT created, by composite id: the first alert of the batch with one is the new one. */
  const created = new Map(inserted.rows.map((row) => [row.composite_id, Number(row.id)]));
  /** When some were not new: every stored alert of the batch's composite ids (the repeats' own, or another company's). */
  const stored = new Map<string, { id: number; company_id: number }>();
  if (inserted.rows.length < rows.length) {
    const found = await tx.query<{ id: number; composite_id: string; company_id: number }>(
      `SELECT id, composite_id, company_id FROM ${table} WHERE composite_id = ANY($1::text[])`,
      [rows.map((row) => row.composite_id)],
    );
    for (const row of found.rows)
      stored.set(row.composite_id, { id: Number(row.id), company_id: Number(row.company_id) });
  }

  const result: IngestResult = { ids: [], created: 0, duplicates: 0 };
  const events: PushEvent[] = [];
  const claimed = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const composite = row.composite_id as string;
    const id = created.get(composite);
    if (id !== undefined && !claimed.has(composite)) {
      claimed.add(composite);
      result.ids.push(id);
      result.created += 1;
      events.push({
        kind: 'alert-new',
        companyId: row.company_id,
        payload: {
          rawAlertId: id,
          companyId: row.company_id,
          alertCode: row.alert_code,
          alertRuleIds: row.alert_rule_ids as number[],
          createdOn: row.created_on,
        },
      });
      continue;
    }
    const duplicate = stored.get(composite);
    // The same vehicle, code and instant already belongs to another company: its id is not this caller's to learn.
    if (duplicate?.company_id !== row.company_id)
      throw new ApiError(409, { [`${options.prefixes?.[index] ?? ''}vehicle_id`]: 'conflict' });
    result.ids.push(duplicate.id);
    result.duplicates += 1;
  }
  if (options.publish !== false) await publishPushes(tx, events);
  return result;
}

/** The whole ingestion: parse, check, store in one transaction. */
export async function ingestAlerts(
  server: ServerContext,
  body: unknown,
  options: IngestOptions,
): Promise<IngestResult> {
  const alerts = parseIngestBody(body);
  const records = checkAlerts(server, alerts, options.companyId);
  await fillMissingAddresses(records, options.geocoder ?? createGeocoder(server.db));
  return server.db.transaction((tx) =>
    storeAlerts(server, tx, records, { ...options, prefixes: alerts.map((alert) => alert.prefix) }),
  );
}
