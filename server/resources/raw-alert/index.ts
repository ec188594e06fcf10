// What a raw alert adds to the generic reads (docs/alerts.md §2): every read is the caller's
// company's (rowScope), and the ingestion route POST …/raw-alert/ingest for the systems that feed
// alerts in (scope alert-ingest:create). A record the server stores through the store (seeds,
// fixtures) gets its composite id here; ingestion computes it itself (server/alerts/ingest.ts).
import { compositeId, ingestAlerts, MAX_INGEST_BATCH, RAW_ALERT } from '../../alerts/ingest.ts';
import { RAW_ALERT_LOG } from '../../alerts/actions.ts';
import type { ResourceModule } from '../types.ts';
import { ALERT_INGEST_SCOPE } from '../../../src/domain/access/featureScopes.ts';
import { voipRoutes } from '../../voip/routes.ts';
import { VOIP_CALL } from '../../voip/calls.ts';

export const rawAlert: ResourceModule<typeof RAW_ALERT> = {
  rowScope: (account) => ({ field: 'company_id', value: account.company_id }),
  tables: [RAW_ALERT_LOG, VOIP_CALL],

  hooks: {
    beforeCreate(_ctx, record) {
      if (!record.composite_id && record.created_on)
        record.composite_id = compositeId(record as typeof record & { created_on: string });
    },
  },

  routes(def) {
    const alert = { $ref: '#/components/schemas/RawAlert' };
    return [
      {
        method: 'POST',
        path: `${def.path}/ingest`,
        action: 'create',
        scopes: [ALERT_INGEST_SCOPE],
        summary: `Ingest one alert, or {"alerts": [...]} with at most ${MAX_INGEST_BATCH}: checked whole (field-keyed 400, nothing stored), idempotent on composite_id, matched to the company's rules, pushed to its users`,
        bodyDoc: {
          oneOf: [
            alert,
            {
              type: 'object',
              required: ['alerts'],
              properties: {
                alerts: { type: 'array', minItems: 1, maxItems: MAX_INGEST_BATCH, items: alert },
              },
            },
          ],
        },
        responses: {
          '200': {
            description:
              'The ids in the order sent (a duplicate answers its existing id), how many were new and how many were already stored',
            schema: {
              type: 'object',
              properties: {
                data: {
                  type: 'object',
                  properties: {
                    ids: { type: 'array', items: { type: 'integer' } },
                    created: { type: 'integer' },
                    duplicates: { type: 'integer' },
                  },
                },
              },
            },
          },
        },
        async handler({ server, account, body }) {
          return { data: await ingestAlerts(server, body, { companyId: account.company_id }) };
        },
      },
      // Calling the driver (server/voip/routes.ts, docs/calls-and-liveview.md).
      ...voipRoutes(def),
    ];
  },
};
