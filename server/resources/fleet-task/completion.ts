// The driver's activity completion (multipart, with photos) and the dispatcher's intervention:
// docs/fleet-tasks.md "Completing an activity". Both run in one transaction on the locked task row:
// the photos, the task's activity, the order's proof row (delivery-order-activity), its loads' actual
// quantities (through the load store, which writes the change log), the order's status and, after
// the last activity, the task's. Any refusal rolls all of it back.
import { ApiError, badRequest, errorMap, addError, type ErrorMap } from '../../errors.ts';
import { quoteIdent, tableName } from '../../storage/columns.ts';
import { isPlainObject } from '../../storage/records.ts';
import type { AuthUser } from '../../auth/auth.ts';
import type { StoredRecordOf } from '../../../src/generated/types.ts';
import {
  allDone,
  orderStatusAfter,
  workable,
} from '../../../src/domain/fleet-task/statusMachine.ts';
import { LOAD_ADJUSTMENT_SCOPES } from '../../../src/domain/delivery-order/editability.ts';
import type { CustomRoute, RouteRequest } from '../types.ts';
import type { ServerContext, WriteContext } from '../../context.ts';
import { systemTransition } from '../delivery-order/transition.ts';
import { recordHistory, type HistoryProperty } from '../delivery-order/history.ts';
import { attachmentUrl, insertAttachment, sniffImageType } from '../../attachments/store.ts';
import { MAX_PHOTOS, readMultipart, type MultipartBody } from '../../attachments/upload.ts';
import {
  alreadyDone,
  fingerprint,
  IDEMPOTENCY_PARAMETER,
  idempotencyKeyOf,
  remember,
} from './idempotency.ts';
import {
  FLEET_TASK,
  assertTaskDriver,
  lockTask,
  taskError,
  taskStatus,
  type Task,
  type TaskActivity,
} from './common.ts';

const ACTIVITY = 'delivery-order-activity';
const LOAD = 'delivery-order-load';

type Load = StoredRecordOf<typeof LOAD>;

const MAX_CONTACT = 150;
const MAX_TEXT = 255;

/** One load line as the driver reports it. */
interface ReportedLoad {
  id: number;
  quantity: number;
  reason: string | null;
}

interface Completion {
  contactPersonName: string | null;
  note: string | null;
  photos: { data: Buffer; contentType: string }[];
  /** The loads part as sent (undefined: not sent); checked against the order's loads in the transaction. */
  loads: unknown;
  /** Set by an intervention. */
  interventionReason?: string;
}

// ---------------------------------------------------------------------------------------------
// Reading the parts

const single = (body: MultipartBody, name: string): string | undefined => {
  const values = body.fields.get(name);
  if (values && values.length > 1) throw badRequest({ [name]: 'invalid-value' });
  return values?.[0];
};

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The completion's parts, shape-checked (what needs the order's loads is checked later). */
function parseCompletion(body: MultipartBody): Completion {
  const errors = errorMap();
  for (const name of body.fields.keys())
    if (!['contact_person_name', 'note', 'loads'].includes(name))
      addError(errors, name, 'unknown-field');
  for (const file of body.files)
    if (file.field !== 'photos') addError(errors, file.field, 'unknown-field');
  const contactPersonName = text(single(body, 'contact_person_name'));
  if (!contactPersonName) addError(errors, 'contact_person_name', 'required');
  else if (contactPersonName.length > MAX_CONTACT)
    addError(errors, 'contact_person_name', 'too-long');
  const note = text(single(body, 'note'));
  if (note && note.length > MAX_TEXT) addError(errors, 'note', 'too-long');
  const files = body.files.filter((f) => f.field === 'photos');
  const photos: Completion['photos'] = [];
  if (files.length === 0) addError(errors, 'photos', 'required');
  else if (files.length > MAX_PHOTOS) addError(errors, 'photos', 'too-long');
  else {
    files.forEach((file, i) => {
      const contentType = sniffImageType(file.data);
      if (!contentType) addError(errors, `photos.${i}`, 'invalid-format');
      else photos.push({ data: file.data, contentType });
    });
  }
  let loads: unknown;
  const rawLoads = single(body, 'loads');
  if (rawLoads !== undefined && rawLoads.trim() !== '') {
    try {
      loads = JSON.parse(rawLoads);
    } catch {
      addError(errors, 'loads', 'invalid-format');
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return { contactPersonName, note, photos, loads };
}

/** The loads part against the order's lines: each once, integers ≥ 0, a reason where the plan differs. */
function checkLoads(raw: unknown, lines: Load[], stage: 'picked' | 'delivered'): ReportedLoad[] {
  if (raw === undefined) {
    if (lines.length > 0) throw badRequest({ loads: 'required' });
    return [];
  }
  if (!Array.isArray(raw)) throw badRequest({ loads: 'invalid-format' });
  const errors: ErrorMap = errorMap();
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const reported: ReportedLoad[] = [];
  raw.forEach((item: unknown, i) => {
    const at = `loads.${i}`;
    if (!isPlainObject(item)) return addError(errors, at, 'invalid-format');
    for (const key of Object.keys(item))
      if (!['id', 'quantity', 'reason'].includes(key))
        addError(errors, `${at}.${key}`, 'unknown-field');
    const { id, quantity, reason } = item;
    if (!Number.isSafeInteger(id))
      return addError(
        errors,
        `${at}.id`,
        id === undefined || id === null ? 'required' : 'invalid-format',
      );
    const line = byId.get(id as number);
    if (!line) return addError(errors, `${at}.id`, 'not-found');
    if (seen.has(line.id)) return addError(errors, `${at}.id`, 'not-unique');
    seen.add(line.id);
    if (quantity === undefined || quantity === null)
      return addError(errors, `${at}.quantity`, 'required');
    if (!Number.isSafeInteger(quantity))
      return addError(errors, `${at}.quantity`, 'invalid-format');
    if ((quantity as number) < 0) return addError(errors, `${at}.quantity`, 'too-small');
    if (reason !== undefined && reason !== null && typeof reason !== 'string')
      return addError(errors, `${at}.reason`, 'invalid-format');
    const why = typeof reason === 'string' && reason.trim() ? reason.trim() : null;
    if (why && why.length > MAX_TEXT) return addError(errors, `${at}.reason`, 'too-long');
    const plan = stage === 'picked' ? line.quantity : (line.quantity_picked ?? line.quantity);
    const differs = quantity !== plan;
    if (differs && !why) return addError(errors, `${at}.reason`, 'required');
    reported.push({ id: line.id, quantity: quantity as number, reason: differs ? why : null });
  });
  if (Object.keys(errors).length === 0 && lines.some((l) => !seen.has(l.id)))
    addError(errors, 'loads', 'invalid-value');
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return reported;
}

// ---------------------------------------------------------------------------------------------
// The rules and the writes

/**
 * The activity the call names, after the task's status and the activities' order allow it. A drop
 * is completed only after its order's pickup was completed: a skipped pickup means the goods never
 * left, so that drop can only be skipped too (the order stays Dijalankan for the dispatcher to
 * reschedule or cancel).
 */
function workableActivity(
  task: Task,
  sequence: number,
  skip: boolean,
): { activities: TaskActivity[]; index: number } {
  if (!workable(taskStatus(task)))
    throw taskError(409, 'status', 'invalid/invalid-value', 'invalid-status');
  const activities = task.activities ?? [];
  const index = activities.findIndex((a, i) => (a.sequence ?? i + 1) === sequence);
  if (index < 0) throw new ApiError(404, { sequence: 'not-found' });
  const activity = activities[index]!;
  if (activity.status !== 'UNCOMPLETED')
    throw taskError(409, 'sequence', 'invalid/invalid-value', 'invalid-status');
  if (activity.type === 'DROP') {
    const pickups = activities.filter(
      (a) => a.type === 'PICKUP' && a.delivery_order_id === activity.delivery_order_id,
    );
    const notPicked = pickups.some(
      (a) => a.status === 'UNCOMPLETED' || (!skip && a.status === 'SKIPPED'),
    );
    if (notPicked) throw taskError(409, 'sequence', 'invalid/pickup-must-be-completed');
  }
  if (activities.slice(0, index).some((a) => a.status === 'UNCOMPLETED'))
    throw taskError(409, 'sequence', 'invalid/activities-must-be-completed');
  return { activities, index };
}

async function addressOf(
  ctx: WriteContext,
  id: number | null | undefined,
): Promise<{ id: number; name: string; city: string | null } | null> {
  if (!id || !ctx.server.resources.address) return null;
  const { rows } = await ctx.tx.query<{ id: number; name: string; city: string | null }>(
    `SELECT id, name, city FROM ${quoteIdent(tableName('address'))} WHERE id = $1::bigint`,
    [id],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), name: row.name, city: row.city ?? null } : null;
}

async function orderLoads(ctx: WriteContext, orderId: number): Promise<Load[]> {
  const store = ctx.server.store(LOAD);
  const { rows } = await ctx.tx.query(
    `SELECT * FROM ${quoteIdent(tableName(LOAD))} WHERE delivery_order_id = $1::bigint ORDER BY id`,
    [orderId],
  );
  return rows.map((row) => store.toRecord(row));
}

/**
 * Completes (or, with `skip`, skips) activity `sequence` of the locked task: everything a completion
 * writes, in the caller's transaction. Returns nothing; the caller answers with the task.
 */
async function finishActivity(
  ctx: WriteContext,
  task: Task,
  sequence: number,
  completion: Completion | { skip: true; reason: string },
) {
  const { activities, index } = workableActivity(task, sequence, 'skip' in completion);
  const activity = activities[index]!;
  const orderId = activity.delivery_order_id ?? null;
  const account = ctx.account!;
  const now = ctx.now.toISOString();
  const taskRef = { id: task.id, number: task.number ?? String(task.id) };
  const historyProps: HistoryProperty[] = [
    {
      key: 'fleet_task_number',
      label: 'No. Penugasan',
      value: taskRef.number,
      fleet_task_id: task.id,
    },
  ];
  let updated: TaskActivity;

  if ('skip' in completion) {
    updated = {
      ...activity,
      status: 'SKIPPED',
      completed_on: now,
      completed_by: account.fullname,
      intervention_reason: completion.reason,
    };
    if (orderId) {
      await recordHistory(ctx, orderId, {
        event: 'UPDATED',
        title: `Aktivitas ${activity.type === 'PICKUP' ? 'pengambilan' : 'pengiriman'} dilewati`,
        description: `Intervensi: ${completion.reason}`,
        type: activity.type,
        details: {
          intervention: 'SKIP',
          sequence,
          reason: completion.reason,
          fleet_task_id: task.id,
        },
        properties: [...historyProps, { key: 'reason', label: 'Alasan', value: completion.reason }],
      });
    }
  } else {
    const isTransit = activity.is_transit ?? false;
    // The loads first: a broken loads part must refuse before anything is written.
    const stage = activity.type === 'PICKUP' ? 'picked' : 'delivered';
    const withLoads =
      orderId !== null &&
      (activity.type === 'PICKUP' || !isTransit) &&
      completion.interventionReason === undefined;
    let reported: ReportedLoad[] = [];
    if (withLoads) reported = checkLoads(completion.loads, await orderLoads(ctx, orderId), stage);
    else if (completion.loads !== undefined) throw badRequest({ loads: 'unknown-field' });

    const urls: { url: string }[] = [];
    for (const photo of completion.photos) {
      const key = await insertAttachment(ctx.tx, {
        contentType: photo.contentType,
        data: photo.data,
        deliveryOrderId: orderId,
        fleetTaskId: task.id,
        createdBy: account.id,
      });
      urls.push({ url: attachmentUrl(key) });
    }
    updated = {
      ...activity,
      status: 'COMPLETED',
      completed_on: now,
      completed_by: account.fullname,
      contact_person_name: completion.contactPersonName,
      note: completion.note,
      attachments: urls,
      ...(completion.interventionReason !== undefined
        ? { intervention_reason: completion.interventionReason }
        : {}),
    };

    if (orderId !== null) {
      if (ctx.server.resources[ACTIVITY]) {
        const destinationId =
          activity.type === 'DROP'
            ? activity.address_id
            : activities.find((a) => a.type === 'DROP' && a.delivery_order_id === orderId)
                ?.address_id;
        const [address, destination] = await Promise.all([
          addressOf(ctx, activity.address_id),
          addressOf(ctx, destinationId),
        ]);
        await ctx.server.store(ACTIVITY).insert(ctx.tx, {
          delivery_order_id: orderId,
          type: activity.type,
          status: 'COMPLETED',
          sequence,
          completed_on: now,
          is_transit: isTransit,
          vendor_name: null,
          fleet_task: taskRef,
          contact_person_name: completion.contactPersonName,
          address: address ? { id: address.id, name: address.name, city: address.city } : null,
          destination_address: destination
            ? { id: destination.id, name: destination.name, city: destination.city }
            : null,
          attachments: urls,
          note: completion.note,
        });
      }
      // Actual quantities through the load store (its hook writes the change log and the order's
      // is_load_adjusted), recorded by the driver with the adjustment rights this call grants.
      const recorder: AuthUser = {
        ...account,
        scopes: [...new Set([...account.scopes, ...LOAD_ADJUSTMENT_SCOPES])],
      };
      for (const line of reported) {
        await ctx.server
          .store(LOAD)
          .update(
            ctx.tx,
            line.id,
            { [`quantity_${stage}`]: line.quantity, [`adjustment_reason_${stage}`]: line.reason },
            { account: recorder },
          );
      }
      const reasonProps: HistoryProperty[] =
        completion.interventionReason !== undefined
          ? [{ key: 'reason', label: 'Alasan', value: completion.interventionReason }]
          : [];
      if (completion.interventionReason !== undefined) {
        await recordHistory(ctx, orderId, {
          event: 'UPDATED',
          title: `Aktivitas ${activity.type === 'PICKUP' ? 'pengambilan' : 'pengiriman'} diselesaikan oleh dispatcher`,
          description: `Intervensi: ${completion.interventionReason}`,
          type: activity.type,
          details: {
            intervention: 'COMPLETE',
            sequence,
            reason: completion.interventionReason,
            fleet_task_id: task.id,
          },
          properties: [...historyProps, ...reasonProps],
        });
      }
      await systemTransition(
        ctx,
        orderId,
        orderStatusAfter(activity.type, isTransit),
        {},
        { properties: [...historyProps, ...reasonProps] },
      );
    }
  }

  const next = activities.map((a, i) => (i === index ? updated : a));
  const changes: Record<string, unknown> = { activities: next };
  if (allDone(next)) changes.status = { ...task.status, name: 'COMPLETED' };
  await ctx.server.store(FLEET_TASK).applyUpdate(ctx.tx, task, changes, { account });
}

async function answer(server: ServerContext, id: number) {
  return { data: await server.store(FLEET_TASK).get(server.db, id) };
}

// ---------------------------------------------------------------------------------------------
// The routes

async function complete({ request, server, account, params }: RouteRequest) {
  const completion = parseCompletion(await readMultipart(request));
  const key = idempotencyKeyOf(request);
  await server.db.transaction(async (tx) => {
    const ctx: WriteContext = { tx, account, now: new Date(), server };
    const task = await lockTask(ctx, params.id);
    const what = fingerprint('complete', task.id, params.sequence);
    // A replay of a completion that succeeded (its answer was lost): nothing is written again.
    if (key && (await alreadyDone(ctx, key, what))) return;
    assertTaskDriver(task, account);
    await finishActivity(ctx, task, params.sequence, completion);
    if (key) await remember(ctx, key, what, task.id);
  });
  return answer(server, params.id);
}

function parseIntervention(body: unknown): {
  sequence: number;
  action: 'COMPLETE' | 'SKIP';
  reason: string;
} {
  if (!isPlainObject(body)) throw badRequest({ body: 'invalid-format' });
  const errors = errorMap();
  for (const key of Object.keys(body))
    if (!['sequence', 'action', 'reason'].includes(key)) addError(errors, key, 'unknown-field');
  const { sequence, action, reason } = body;
  if (sequence === undefined || sequence === null) addError(errors, 'sequence', 'required');
  else if (!Number.isSafeInteger(sequence) || (sequence as number) < 1)
    addError(errors, 'sequence', 'invalid-format');
  if (action === undefined || action === null || action === '')
    addError(errors, 'action', 'required');
  else if (action !== 'COMPLETE' && action !== 'SKIP') addError(errors, 'action', 'invalid-value');
  const why = typeof reason === 'string' ? reason.trim() : '';
  if (reason !== undefined && reason !== null && typeof reason !== 'string')
    addError(errors, 'reason', 'invalid-format');
  else if (!why) addError(errors, 'reason', 'required');
  else if (why.length > MAX_TEXT) addError(errors, 'reason', 'too-long');
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return { sequence: sequence as number, action: action as 'COMPLETE' | 'SKIP', reason: why };
}

async function intervene({ server, account, params, body }: RouteRequest) {
  const request = parseIntervention(body);
  await server.db.transaction(async (tx) => {
    const ctx: WriteContext = { tx, account, now: new Date(), server };
    const task = await lockTask(ctx, params.id);
    await finishActivity(
      ctx,
      task,
      request.sequence,
      request.action === 'SKIP'
        ? { skip: true, reason: request.reason }
        : {
            contactPersonName: null,
            note: null,
            photos: [],
            loads: undefined,
            interventionReason: request.reason,
          },
    );
  });
  return answer(server, params.id);
}

const taskResponse = {
  description: 'The task as GET /fleet-task/{id} answers it',
  schema: { type: 'object', properties: { data: { type: 'object' } } },
};

export function completionRoutes(): CustomRoute[] {
  return [
    {
      method: 'POST',
      path: '/fleet-task/{id}/activity/{sequence}/complete',
      action: 'update',
      multipart: true,
      scopes: ['tms_driver:update'],
      headers: [IDEMPOTENCY_PARAMETER],
      summary:
        "The task's driver completes an activity: multipart/form-data with contact_person_name, note, loads (JSON text) and 1–5 photos",
      body: {
        type: 'object',
        required: ['contact_person_name', 'photos'],
        properties: {
          contact_person_name: { type: 'string', maxLength: MAX_CONTACT },
          note: { type: 'string', maxLength: MAX_TEXT },
          loads: {
            type: 'string',
            description:
              'JSON: [{"id": load id, "quantity": integer ≥ 0, "reason": text, required when the quantity differs from the plan}]',
          },
          photos: {
            type: 'array',
            minItems: 1,
            maxItems: MAX_PHOTOS,
            items: { type: 'string', format: 'binary' },
            description: 'JPEG, PNG, WebP or HEIC, each ≤ MAX_PHOTO_BYTES',
          },
        },
      },
      responses: {
        '200': taskResponse,
        '400': { description: 'A part breaks its rule (field-keyed)' },
        '403': { description: 'Not the task’s driver' },
        '409': { description: 'The task or the activity does not allow it (errors_v2.issues)' },
        '413': { description: 'A photo over MAX_PHOTO_BYTES: {"errors":{"photos":"too-large"}}' },
        '422': { description: 'The Idempotency-Key was used for another request' },
      },
      handler: complete,
    },
    {
      method: 'POST',
      path: '/fleet-task/{id}/intervention',
      action: 'update',
      summary:
        'A dispatcher completes or skips an activity for the driver, with a reason recorded in the order’s history',
      bodyDoc: {
        type: 'object',
        required: ['sequence', 'action', 'reason'],
        properties: {
          sequence: { type: 'integer', minimum: 1 },
          action: { type: 'string', enum: ['COMPLETE', 'SKIP'] },
          reason: { type: 'string', maxLength: MAX_TEXT },
        },
      },
      responses: {
        '200': taskResponse,
        '400': { description: 'A field breaks its rule' },
        '409': { description: 'The task or the activity does not allow it (errors_v2.issues)' },
      },
      handler: intervene,
    },
  ];
}
