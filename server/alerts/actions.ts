// The alert actions (docs/alerts.md §2, upsertRawAlertsAction): Read, Resolve, FalseAlert, Recheck
// and Feedback on a selection of the caller's company's alerts, all of them or none. Each changes
// the flags (src/domain/alerts/actions.ts), leaves a log row per alert (Read leaves none) and
// publishes on the resolve or the action channel inside the transaction, so only a committed
// action is pushed. Another company's alert is 404, as if it did not exist.
import type { Db } from '../db.ts';
import { badRequest, notFound } from '../errors.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import { RAW_ALERT_LOG_TABLE } from '../storage/migrate.ts';
import { isPlainObject } from '../storage/records.ts';
import type { ServerContext } from '../resources/types.ts';
import { publishPush } from '../push/publish.ts';
import { actionDataError, actionLogNote, changesResolution, flagChange, isAlertActionType, SELECTION_MODE, type AlertActionType } from '../../src/domain/alerts/actions.ts';
import { RAW_ALERT } from './ingest.ts';

/** At most this many alerts per action (the resolve push names every id; 500 ids fit its payload). */
export const MAX_ACTION_IDS = 500;

export interface AlertActionInput {
  actionType: AlertActionType;
  data: string | null;
  rawAlertId: number[];
  selectionMode: string;
  dateRange: { start: string; end: string };
}

export interface Actor {
  id: number;
  company_id: number;
}

export interface AlertAction {
  actionType: AlertActionType;
  data: string | null;
  createdOn: string;
  userId: number;
}

const alerts = quoteIdent(tableName(RAW_ALERT));
const logs = quoteIdent(RAW_ALERT_LOG_TABLE);

const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The input checked, or a field-keyed 400 (camelCase paths: the GraphQL input's names). */
export function parseActionInput(input: unknown): AlertActionInput {
  if (!isPlainObject(input)) throw badRequest({ input: 'invalid-format' });
  const errors: Record<string, string> = {};
  for (const key of Object.keys(input)) if (!['actionType', 'data', 'rawAlertId', 'selectionMode', 'dateRange'].includes(key)) errors[key] = 'unknown-field';
  const { actionType, data, rawAlertId, selectionMode, dateRange } = input;
  if (!isAlertActionType(actionType)) errors.actionType = actionType === undefined || actionType === null ? 'required' : 'invalid-value';
  if (data !== undefined && data !== null && typeof data !== 'string') errors.data = 'invalid-format';
  else if (isAlertActionType(actionType)) {
    const problem = actionDataError(actionType, (data as string | null | undefined) ?? null);
    if (problem) errors.data = problem;
  }
  if (!Array.isArray(rawAlertId) || rawAlertId.length === 0) errors.rawAlertId = rawAlertId === undefined || Array.isArray(rawAlertId) ? 'required' : 'invalid-format';
  else if (rawAlertId.length > MAX_ACTION_IDS) errors.rawAlertId = 'too-long';
  else
    rawAlertId.forEach((id, index) => {
      if (!Number.isSafeInteger(id) || (id as number) < 1) errors[`rawAlertId.${index}`] = 'invalid-format';
    });
  if (selectionMode !== SELECTION_MODE) errors.selectionMode = selectionMode === undefined || selectionMode === null ? 'required' : 'invalid-value';
  if (dateRange === undefined || dateRange === null) errors.dateRange = 'required';
  else if (!isPlainObject(dateRange) || !isInstant(dateRange.start) || !isInstant(dateRange.end) || Date.parse(dateRange.start) > Date.parse(dateRange.end)) {
    errors.dateRange = 'invalid-value';
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const range = dateRange as { start: string; end: string };
  return {
    actionType: actionType as AlertActionType,
    data: (data as string | null | undefined) ?? null,
    rawAlertId: [...new Set(rawAlertId as number[])],
    selectionMode: SELECTION_MODE,
    dateRange: { start: new Date(Date.parse(range.start)).toISOString(), end: new Date(Date.parse(range.end)).toISOString() },
  };
}

export interface ApplyOptions {
  /** Publish the resolve / action event (on by default; the demo seed's history is not news). */
  publish?: boolean;
  now?: Date;
}

/** Applies a checked action in the caller's transaction. */
export async function applyActionIn(tx: Db, actor: Actor, input: AlertActionInput, options: ApplyOptions = {}): Promise<AlertAction> {
  const ids = input.rawAlertId;
  const { rows } = await tx.query<{ id: number; created_on: string }>(`SELECT id, created_on FROM ${alerts} WHERE id = ANY($1::bigint[]) AND company_id = $2::bigint FOR UPDATE`, [
    ids,
    actor.company_id,
  ]);
  if (rows.length !== ids.length) throw notFound('rawAlertId');
  const start = Date.parse(input.dateRange.start);
  const end = Date.parse(input.dateRange.end);
  if (rows.some((row) => Date.parse(row.created_on) < start || Date.parse(row.created_on) > end)) throw badRequest({ dateRange: 'invalid-value' });

  const createdOn = (options.now ?? new Date()).toISOString();
  const change: Record<string, unknown> = { ...flagChange(input.actionType, input.data) };
  if (input.actionType === 'Feedback') change.last_user_feedback = JSON.stringify({ created_on: createdOn, feedback: input.data, user_id: actor.id });
  const params: unknown[] = [ids, createdOn];
  const sets = Object.entries(change).map(([field, value]) => {
    params.push(value);
    const cast = field === 'last_user_feedback' ? 'jsonb' : field === 'false_alert_reason' ? 'text' : 'boolean';
    return `${quoteIdent(field)} = $${params.length}::${cast}`;
  });
  await tx.query(`UPDATE ${alerts} SET ${[...sets, 'version = version + 1', 'updated_on = $2::timestamptz'].join(', ')} WHERE id = ANY($1::bigint[])`, params);

  const note = actionLogNote(input.actionType, input.data);
  if (note !== null) {
    await tx.query(
      `INSERT INTO ${logs} (raw_alert_id, company_id, type_field, data, note, user_id, created_on)
       SELECT id, $2::bigint, $3, $4, $5, $6::bigint, $7::timestamptz FROM unnest($1::bigint[]) AS id`,
      [ids, actor.company_id, input.actionType, input.data, note, actor.id, createdOn],
    );
  }
  if (options.publish !== false) {
    if (changesResolution(input.actionType)) {
      await publishPush(tx, {
        kind: 'alert-resolve',
        companyId: actor.company_id,
        payload: {
          mode: 's',
          dates: [input.dateRange.start, input.dateRange.end],
          r: change.is_resolved === true,
          user: actor.id,
          ids,
          actionType: input.actionType,
        },
      });
    } else {
      await publishPush(tx, { kind: 'alert-action', companyId: actor.company_id, payload: { actionType: input.actionType, ids, user: actor.id } });
    }
  }
  return { actionType: input.actionType, data: input.data, createdOn, userId: actor.id };
}

/** The whole action: checked, then applied in one transaction (all the alerts or none). */
export async function applyAlertAction(server: ServerContext, actor: Actor, input: unknown, options: ApplyOptions = {}): Promise<AlertAction> {
  const parsed = parseActionInput(input);
  return server.db.transaction((tx) => applyActionIn(tx, actor, parsed, options));
}

export interface UserLog {
  typeField: string;
  data: string | null;
  note: string | null;
  createdOn: string;
  userId: number | null;
  user: { fullname: string } | null;
}

const WIB_MS = 7 * 3_600_000;
/** The WIB calendar day of an instant, YYYY-MM-DD. */
export const wibDate = (instant: string) => new Date(Date.parse(instant) + WIB_MS).toISOString().slice(0, 10);

/** An alert's log grouped by WIB day, newest day and newest entry first. */
export async function userLogs(db: Db, rawAlertId: number): Promise<{ date: string; logs: UserLog[] }[]> {
  const { rows } = await db.query<{ type_field: string; data: string | null; note: string | null; created_on: string; user_id: number | null; fullname: string | null }>(
    `SELECT l.type_field, l.data, l.note, l.created_on, l.user_id, u.fullname
       FROM ${logs} l LEFT JOIN "user" u ON u.id = l.user_id
      WHERE l.raw_alert_id = $1::bigint ORDER BY l.created_on DESC, l.id DESC`,
    [rawAlertId],
  );
  const groups: { date: string; logs: UserLog[] }[] = [];
  for (const row of rows) {
    const date = wibDate(row.created_on);
    let group = groups.at(-1);
    if (group?.date !== date) groups.push((group = { date, logs: [] }));
    group.logs.push({
      typeField: row.type_field,
      data: row.data,
      note: row.note,
      createdOn: row.created_on,
      userId: row.user_id === null ? null : Number(row.user_id),
      user: row.fullname === null ? null : { fullname: row.fullname },
    });
  }
  return groups;
}
