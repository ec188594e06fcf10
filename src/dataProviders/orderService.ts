// The data provider for the spec's services (order, vendor, fleet-planning, vehicle, vsms, user):
// one list contract for every base path, nested resources under their parent's path
// (/customer/{customer_id}/delivery-note), PATCH with `version` and only the changed fields.
// Records stay untyped here (Record<string, unknown>, RaRecord): a provider serves whichever
// resource a call names and hands the server's JSON on unchecked; the views that know the
// resource type their calls (useGetOne<DeliveryOrderRecord>, RecordOf<N>).
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import type { ResourceDef } from '../generated/registry';
import { EXTERNAL_LIST, hasExternalList } from '../domain/list/externalList';
import { changedFields } from './diff';
import { clientError, type ErrorContext, MESSAGES, toHttpError } from './errors';
import type { HttpClient } from './httpClient';
import { buildListQuery } from './listQuery';
import { MAX_LIMIT } from '../domain/list/limits.ts';
import { isTotalKind, listAnswer } from '../domain/list/totals.ts';

export interface OrderServiceOptions {
  /** The resource registry (src/generated/registry.ts), or a getter so dev updates are seen. */
  resources: Record<string, ResourceDef> | (() => Record<string, ResourceDef>);
  httpClient: HttpClient;
  /** Origin of the API ('' = same origin). */
  apiUrl?: string;
  /** The session's token, for file downloads that cannot go through fetchJson. */
  getToken?: () => string | null | undefined;
}

export interface CallParams {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under the resource's collection URL, with {id} and other {name}s filled from id and pathParams. */
  path: string;
  id?: Identifier;
  pathParams?: Record<string, Identifier>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Parent ids of a nested resource, as for CRUD calls. */
  meta?: Record<string, any>;
}

/** What the order-service provider adds to react-admin's methods; reach it with useDataProvider(). */
export interface OrderServiceMethods {
  call(resource: string, params: CallParams): Promise<any>;
  fetchFile(resource: string, params: Omit<CallParams, 'method' | 'body'>): Promise<Blob>;
}

interface ListEnvelope {
  // Records are whatever the schema says; react-admin's generics cannot know them here.
  data?: { paginated_result?: any[]; ids?: Identifier[] };
  metadata?: { page?: number; total_count?: number; total_kind?: string };
}

type Params = Record<string, any>;

export function createOrderServiceProvider(
  options: OrderServiceOptions,
): DataProvider & OrderServiceMethods {
  const { httpClient, apiUrl = '' } = options;
  const registry = () =>
    typeof options.resources === 'function' ? options.resources() : options.resources;
  // Nested records are reached through their parent; remember each id's parent as records are
  // seen so an edit opened from a list (where only the id is in the URL) can still be saved.
  const parentOf = new Map<string, Identifier>();
  const remember = (def: ResourceDef, records: RaRecord[]) => {
    if (!def.parent) return;
    for (const record of records) {
      const parentId = record?.[def.parent.field];
      if (parentId !== undefined && parentId !== null)
        parentOf.set(`${def.name}:${record.id}`, parentId);
    }
  };

  const definition = (resource: string): ResourceDef => {
    const def = registry()[resource];
    if (!def) throw clientError(MESSAGES.notFound, 404, { resource });
    return def;
  };

  /** basePath + path with the parent id filled in; throws when a nested resource has no parent id. */
  const collectionUrl = (
    def: ResourceDef,
    parentId?: Identifier | null,
    id?: Identifier,
  ): string => {
    let path = def.path;
    if (def.parent) {
      const fallback = id !== undefined ? parentOf.get(`${def.name}:${id}`) : undefined;
      const value = parentId ?? fallback;
      if (value === undefined || value === null || value === '') {
        throw clientError(MESSAGES.parentUnknown, 400, {
          resource: def.name,
          field: def.parent.field,
        });
      }
      path = path.replace(`{${def.parent.field}}`, encodeURIComponent(String(value)));
    }
    return `${apiUrl}${def.basePath}${path}`;
  };
  const itemUrl = (def: ResourceDef, id: Identifier, parentId?: Identifier | null) =>
    `${collectionUrl(def, parentId, id)}/${encodeURIComponent(String(id))}`;

  const parentFrom = (
    def: ResourceDef,
    ...sources: (Record<string, any> | undefined)[]
  ): Identifier | undefined => {
    if (!def.parent) return undefined;
    for (const source of sources) {
      const value = source?.[def.parent.field];
      if (value !== undefined && value !== null && value !== '') return value;
    }
    return undefined;
  };

  const call = async <T>(context: ErrorContext, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toHttpError(error, context);
    }
  };

  const list = async (def: ResourceDef, params: Params) => {
    const filter: Record<string, unknown> = { ...params.filter };
    const parentId = parentFrom(def, params.meta, filter);
    const skip = def.parent ? [def.parent.field] : [];
    // meta.list names one of the resource's special lists (`external`: GET <path>/external, same params).
    const special =
      params.meta?.list === EXTERNAL_LIST && hasExternalList(def) ? `/${EXTERNAL_LIST}` : '';
    const url = `${collectionUrl(def, parentId)}${special}?${buildListQuery({ ...params, filter }, def, skip)}`;
    const { json } = await httpClient(url);
    const envelope = (json ?? {}) as ListEnvelope;
    const records = envelope.data?.paginated_result ?? [];
    remember(def, records);
    const total = envelope.metadata?.total_count ?? records.length;
    const kind = envelope.metadata?.total_kind;
    return listAnswer(records, total, isTotalKind(kind) ? kind : 'exact', {
      page: Number(params.pagination?.page ?? 1),
      perPage: Number(params.pagination?.perPage ?? records.length),
    });
  };

  /** A resource's route beyond CRUD: path relative to the resource's collection (`/{id}/transition` → …/delivery-order/12/transition). */
  const routeUrl = (def: ResourceDef, path: string, params: CallParams) => {
    const filled = path.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
      const value = params.pathParams?.[name] ?? (name === 'id' ? params.id : undefined);
      if (value === undefined || value === null)
        throw clientError(MESSAGES.notFound, 400, { resource: def.name, field: name });
      return encodeURIComponent(String(value));
    });
    const query = params.query
      ? `?${new URLSearchParams(Object.entries(params.query).map(([k, v]) => [k, String(v)])).toString()}`
      : '';
    return `${collectionUrl(def, parentFrom(def, params.meta))}${filled}${query}`;
  };

  const provider: DataProvider & OrderServiceMethods = {
    /**
     * A resource's own route (transition, duplicate, shell…): `{ method, path, id?, body? }`. Answers
     * the JSON body; errors become the same HttpErrors (field errors, toasts) as CRUD's.
     */
    call: async (resource: string, params: CallParams) => {
      const def = definition(resource);
      const data = (params.body ?? undefined) as Record<string, unknown> | undefined;
      return call(
        { def, data, operation: params.method === 'GET' ? 'read' : 'write' },
        async () => {
          const { json } = await httpClient(routeUrl(def, params.path, params), {
            method: params.method,
            ...(params.body !== undefined ? { body: JSON.stringify(params.body) } : {}),
          });
          return (json ?? {}) as any;
        },
      );
    },

    /** A file route (the order PDF) fetched with the session's token, as a Blob the page can open. */
    fetchFile: async (resource: string, params: Omit<CallParams, 'method' | 'body'>) => {
      const def = definition(resource);
      return call({ def, operation: 'read' }, async () => {
        const headers = new Headers();
        const token = options.getToken?.();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        const response = await fetch(routeUrl(def, params.path, { ...params, method: 'GET' }), {
          headers,
        });
        if (!response.ok) {
          const body = await response.text();
          let json: unknown;
          try {
            json = JSON.parse(body);
          } catch {
            json = undefined;
          }
          throw new HttpError(
            response.statusText || String(response.status),
            response.status,
            json,
          );
        }
        return await response.blob();
      });
    },

    getList: async (resource, params) => {
      const def = definition(resource);
      return call({ def, operation: 'read' }, () => list(def, params));
    },

    getOne: async (resource, params) => {
      const def = definition(resource);
      return call({ def, operation: 'read' }, async () => {
        const { json } = await httpClient(itemUrl(def, params.id, parentFrom(def, params.meta)));
        const record = json?.data as any;
        remember(def, [record]);
        return { data: record };
      });
    },

    getMany: async (resource, params) => {
      const def = definition(resource);
      return call({ def, operation: 'read' }, async () => {
        const ids = [...new Set(params.ids)];
        const records: any[] = [];
        // One list call per 100 ids: `filters=id in (…)` with the contract's largest page.
        for (let i = 0; i < ids.length; i += MAX_LIMIT) {
          const chunk = ids.slice(i, i + MAX_LIMIT);
          const { data } = await list(def, {
            pagination: { page: 1, perPage: MAX_LIMIT },
            filter: { ...(def.parent ? parentMeta(def, params.meta) : {}), id: chunk },
            meta: params.meta,
          });
          records.push(...data);
        }
        return { data: records };
      });
    },

    getManyReference: async (resource, params) => {
      const def = definition(resource);
      return call({ def, operation: 'read' }, () =>
        list(def, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
      );
    },

    create: async (resource, params) => {
      const def = definition(resource);
      const data = params.data as Record<string, unknown>;
      return call({ def, data, operation: 'write' }, async () => {
        const { json } = await httpClient(collectionUrl(def, parentFrom(def, params.meta, data)), {
          method: 'POST',
          body: JSON.stringify(data),
        });
        // Only what the schema names of what was sent: a write-only input (a user's password) is not kept in the cache.
        const sent = Object.fromEntries(
          Object.entries(data).filter(([field]) => Object.hasOwn(def.schema.properties, field)),
        );
        const record = { ...sent, ...json?.data } as RaRecord;
        remember(def, [record]);
        return { data: record as any };
      });
    },

    update: async (resource, params) => {
      const def = definition(resource);
      const previous = (params.previousData ?? undefined) as Record<string, unknown> | undefined;
      const data = params.data as Record<string, unknown>;
      const changes = changedFields(data, previous, def);
      return call({ def, data, operation: 'write' }, async () => {
        // Nothing changed: nothing is sent (delivery-order.md §5), the edit simply closes.
        if (Object.keys(changes).length === 0 && previous)
          return { data: { ...previous, ...data, id: params.id } as any };
        const version = previous?.version ?? data.version;
        const { json } = await httpClient(
          itemUrl(def, params.id, parentFrom(def, params.meta, previous, data)),
          {
            method: 'PATCH',
            body: JSON.stringify(version === undefined ? changes : { ...changes, version }),
          },
        );
        // An empty 2xx is a success too (master-data.md §5, vendor update).
        const record = { ...previous, ...data, ...json?.data, id: params.id } as RaRecord;
        remember(def, [record]);
        return { data: record as any };
      });
    },

    updateMany: async (resource, params) => {
      const def = definition(resource);
      const data = params.data as Record<string, unknown>;
      return call({ def, data, operation: 'write' }, async () => {
        for (const id of params.ids) {
          await httpClient(itemUrl(def, id, parentFrom(def, params.meta, data)), {
            method: 'PATCH',
            body: JSON.stringify(changedFields(data, undefined, def)),
          });
        }
        return { data: params.ids };
      });
    },

    delete: async (resource, params) => {
      const def = definition(resource);
      return call({ def, operation: 'delete' }, async () => {
        const previous = params.previousData as Record<string, unknown> | undefined;
        await httpClient(itemUrl(def, params.id, parentFrom(def, params.meta, previous)), {
          method: 'DELETE',
        });
        return { data: (params.previousData ?? { id: params.id }) as any };
      });
    },

    deleteMany: async (resource, params) => {
      const def = definition(resource);
      return call({ def, operation: 'delete' }, async () => {
        const parentId = parentFrom(def, params.meta);
        if (def.bulkDelete) {
          const url = `${collectionUrl(def, parentId, params.ids[0])}${def.bulkDelete.path}`;
          await httpClient(url, {
            method: def.bulkDelete.method,
            body: JSON.stringify({ ids: params.ids }),
          });
          return { data: params.ids };
        }
        // No bulk call: one DELETE per id, in order, stopping at the first failure.
        const deleted: Identifier[] = [];
        for (const id of params.ids) {
          await httpClient(itemUrl(def, id, parentId), { method: 'DELETE' });
          deleted.push(id);
        }
        return { data: deleted };
      });
    },
  };
  return provider;
}

const parentMeta = (def: ResourceDef, meta: Record<string, any> | undefined) =>
  def.parent && meta?.[def.parent.field] !== undefined
    ? { [def.parent.field]: meta[def.parent.field] }
    : {};
