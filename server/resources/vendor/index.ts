// The vendor's contract rates, flattened one row per rate (server/resources/vendor/rates.ts):
// GET /vendor/contract-rates (the contract list with the rate list's default filters) and
// GET /vendor/rates (the rates of one lane, by origin and destination address). Present only when
// the vendor schema has contract_rates items and a list operation.
import { badRequest } from '../../errors.ts';
import { contractList } from '../../routes/contractList.ts';
import type { FilterClause } from '../../../src/domain/list/filterGrammar.ts';
import { parseId } from '../../storage/ids.ts';
import type { ListSource } from '../../storage/listQuery.ts';
import type { CustomRoute, ResourceModule } from '../types.ts';
import { rateItemSchema, vendorRateSchema, vendorRateSource } from './rates.ts';
import { ORDER_SHARE } from './share.ts';
import type { ResourceDef } from '../../../src/generated/registry.ts';

const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const LANE_FIELDS = ['origin_address_id', 'destination_address_id'] as const;

/** The rate view's list source, built once per vendor definition (a registry reload brings a new one). */
const sources = new WeakMap<ResourceDef, ListSource>();
function rateSource(def: ResourceDef): ListSource {
  let source = sources.get(def);
  if (!source) sources.set(def, (source = vendorRateSource(def)));
  return source;
}

const hasRates = (def: ResourceDef) => !!rateItemSchema(def) && def.operations.includes('list');

export const vendor: ResourceModule<'vendor'> = {
  // What a shipper sends its paired vendor (docs/vendor-requests.md).
  tables: [ORDER_SHARE],
  routes(def) {
    if (!hasRates(def)) return [];
    const base = def.path;
    const envelope = {
      description:
        'The list contract envelope: data.paginated_result (rate rows), data.ids, metadata.page and metadata.total_count',
      schema: {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              paginated_result: {
                type: 'array',
                items: { $ref: `#/components/schemas/${pascal(def.name)}Rate` },
              },
              ids: { type: 'array', items: { type: 'integer' } },
            },
          },
          metadata: {
            type: 'object',
            properties: { page: { type: 'integer' }, total_count: { type: 'integer' } },
          },
        },
      },
    };
    const routes: CustomRoute[] = [
      {
        method: 'GET',
        path: `${base}/contract-rates`,
        action: 'read',
        listParameters: true,
        summary:
          'One row per vendor contract rate; default filters status.name eq ACTIVE and paired_company_id gt 0',
        responses: { '200': envelope },
        handler: async ({ server, query }) =>
          contractList(server.db, rateSource(server.store(def.name).def), query),
      },
      {
        method: 'GET',
        path: `${base}/rates`,
        action: 'read',
        listParameters: true,
        summary:
          'Contract rates for a lane: origin_address_id and destination_address_id query parameters',
        query: LANE_FIELDS.map((name) => ({ name, schema: { type: 'integer', minimum: 1 } })),
        responses: { '200': envelope },
        async handler({ server, query }) {
          const lane: FilterClause[] = [];
          for (const field of LANE_FIELDS) {
            const raw = query[field];
            if (raw === undefined || raw === '') continue;
            const id = parseId(raw);
            if (id === undefined) throw badRequest({ [field]: 'invalid-format' });
            lane.push({
              field,
              op: 'eq',
              values: [{ type: 'number', value: id, raw: String(id) }],
            });
          }
          return contractList(
            server.db,
            rateSource(server.store(def.name).def),
            query,
            undefined,
            lane,
          );
        },
      },
    ];
    return routes;
  },
  components(def) {
    return rateItemSchema(def) ? { [`${pascal(def.name)}Rate`]: vendorRateSchema(def) } : {};
  },
};
