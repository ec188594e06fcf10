// Publishing to the push channel (docs/alerts.md §3): one NOTIFY on `armada_push`. Every API
// instance LISTENs and sends the event to its own sockets. Called with a transaction, the
// notification is delivered only when that transaction commits, and never when it rolls back.
import type { Db } from '../db.ts';
import type { RecordsChangedPayload } from '../../src/domain/live/recordsChanged.ts';
import type { VehiclePosition } from '../../src/domain/liveview/vehicleStatus.ts';

export const PUSH_CHANNEL = 'armada_push';

export type PushEvent =
  | {
      kind: 'alert-new';
      companyId: number;
      payload: {
        rawAlertId: number;
        companyId: number;
        alertCode: number;
        alertRuleIds: number[];
        createdOn: string;
      };
    }
  | {
      kind: 'alert-resolve';
      companyId: number;
      payload: {
        mode: 's';
        dates: [string, string];
        r: boolean;
        user: number;
        ids: number[];
        actionType: string;
      };
    }
  | {
      kind: 'alert-action';
      companyId: number;
      payload: { actionType: string; ids: number[]; user: number };
    }
  | { kind: 'system-notif'; userId: number; payload: { id: number; header: string } }
  /** An alert's media state changed (docs/devices.md): `alert-media-{companyId}`. */
  | {
      kind: 'alert-media';
      companyId: number;
      payload: {
        rawAlertId: number;
        pollingStatus: string | null;
        retryCount: number;
        videoUrl: string | null;
      };
    }
  /** Records of a company changed (any write: server/push/recordChanges.ts): its open pages read them again. */
  | {
      kind: 'records-changed';
      companyId: number;
      payload: RecordsChangedPayload;
    }
  /** A vehicle's device reported a new position (server/devices/movement.ts): the company's live views move its marker. */
  | {
      kind: 'vehicle-position';
      companyId: number;
      payload: VehiclePosition;
    }
  /** A call of this user changed state (server/voip/calls.ts): its call buttons show it. */
  | {
      kind: 'voip-call';
      userId: number;
      payload: { callId: number; rawAlertId: number; state: string };
    }
  /** Internal: a user was deactivated, re-scoped or given a new password; every instance checks that user's sockets again. */
  | { kind: 'account-changed'; userId: number; payload: Record<string, never> };

export type { RecordChange, RecordsChangedPayload } from '../../src/domain/live/recordsChanged.ts';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; events carry ids, never records. */
export const MAX_PUSH_PAYLOAD_BYTES = 7900;

function serialise(event: PushEvent): string {
  const text = JSON.stringify(event);
  if (Buffer.byteLength(text) > MAX_PUSH_PAYLOAD_BYTES)
    throw new Error(
      `push event too large (${Buffer.byteLength(text)} bytes): send ids, not records`,
    );
  return text;
}

export async function publishPush(db: Db, event: PushEvent): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, serialise(event)]);
}

/** Several events in one statement (one NOTIFY each, in order): an ingested batch is one round trip, not one per alert. */
export async function publishPushes(db: Db, events: readonly PushEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.query('SELECT pg_notify($1, e) FROM unnest($2::text[]) AS e', [
    PUSH_CHANNEL,
    events.map(serialise),
  ]);
}
