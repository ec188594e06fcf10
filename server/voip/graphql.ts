// RawAlert.callState (alert-centre-and-shell.md §3; docs/calls-and-liveview.md): whether the alert's
// vehicle can be called, from its device (src/domain/calls/callRules.ts callStateOf). The listed
// alerts asking in the same turn share one vehicle query.
import type { GraphqlContext, GraphqlModule } from '../graphql/types.ts';
import { quoteIdent, tableName } from '../storage/columns.ts';
import { callStateOf } from '../../src/domain/calls/callRules.ts';

type Device = { id: number; device_type: string | null; imei: string | null };

const batches = new WeakMap<object, { ids: number[]; result: Promise<Map<number, Device>> }>();

async function deviceOf(context: GraphqlContext, vehicleId: number): Promise<Device | undefined> {
  let batch = batches.get(context.request);
  if (!batch) {
    const ids: number[] = [];
    const result = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      batches.delete(context.request);
      const { rows } = await context.server.db.query<{
        id: string | number;
        device_type: string | null;
        imei: string | null;
      }>(
        `SELECT id, device_type, imei FROM ${quoteIdent(tableName('vehicle'))} WHERE id = ANY($1::bigint[]) AND company_id = $2::bigint`,
        [[...new Set(ids)], context.account.company_id],
      );
      return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
    });
    batch = { ids, result };
    batches.set(context.request, batch);
  }
  batch.ids.push(vehicleId);
  return (await batch.result).get(vehicleId);
}

export const callStateModule: GraphqlModule = {
  resources: ['raw-alert', 'vehicle'],
  typeDefs: /* GraphQL */ `
    type RawAlertCallState {
      isHaveVoip: Boolean!
      deviceType: String
      imeiVoip: String
      vehicleIdVoip: Int
    }
    extend type RawAlert {
      callState: RawAlertCallState!
    }
  `,
  resolvers: {
    RawAlert: {
      async callState(parent: Record<string, unknown>, _args, context: GraphqlContext) {
        const vehicleId = parent.vehicle_id ?? parent.vehicleId;
        if (typeof vehicleId !== 'number' && typeof vehicleId !== 'string')
          return callStateOf(null);
        return callStateOf(await deviceOf(context, Number(vehicleId)));
      },
    },
  },
};
