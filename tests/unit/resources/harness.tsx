// Test harness for the view engine: an in-memory data provider seeded from the fixtures' sample
// records, an authProvider whose permissions are the given scopes, D1's Indonesian i18n, and the
// real <AdminContext>/<AdminUI> with resourceElements() at a given URL.
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import {
  HttpError,
  memoryStore,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
  type RaRecord,
  type Store as RaStore,
} from 'ra-core';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, AdminUI } from 'react-admin';
import get from 'lodash/get.js';
import { resources, type ResourceDef } from '../../../src/generated/registry.ts';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { resourceElements } from '../../../src/resources/resourceElements.tsx';
import { theme } from '../../../src/theme.ts';
import type { ResourceOverride } from '../../../src/resources/overrides.ts';
import { creationOrder, sampleRecord } from '../../fixtures/records.ts';

// Dates in the fixtures carry +07:00; display assertions read them on a Jakarta clock. The worker
// may run other files afterwards, so the zone is put back.
const previousTz = process.env.TZ;
process.env.TZ = 'Asia/Jakarta';
afterAll(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export const ALL_SCOPES = [
  ...new Set(Object.values(resources).flatMap((def) => Object.values(def.scopes).flat())),
];

export const readOnlyScopes = (scopes = ALL_SCOPES) => scopes.filter((s) => s.endsWith(':read'));

type Store = Record<string, RaRecord[]>;

const now = '2024-08-17T10:05:00.000+07:00';

/** Three sample records of every resource the fixtures know, ids 1..3, references pointing at id 1. */
export function seedStore(count = 3): Store {
  const store: Store = {};
  const refs: Record<string, number> = {};
  for (const name of Object.keys(resources)) refs[name] = 1;
  refs['address:destination'] = 2;
  // The fixtures and the registry name the same resources: a schema added or removed on one side
  // fails here instead of leaving a screen without records.
  const unknown = creationOrder.filter((name) => !resources[name]);
  const unsampled = Object.keys(resources).filter((name) => !creationOrder.includes(name));
  if (unknown.length || unsampled.length) {
    throw new Error(
      `tests/fixtures/records.ts creationOrder and the registry differ: not in the registry ${unknown.join(', ') || '-'}; no sample ${unsampled.join(', ') || '-'}`,
    );
  }
  for (const name of creationOrder) {
    store[name] = [];
    for (let i = 1; i <= count; i++) {
      store[name].push({
        ...sampleRecord(name, refs),
        id: i,
        version: 1,
        created_on: now,
        updated_on: now,
      });
    }
  }
  return store;
}

const matches = (record: RaRecord, filter: Record<string, unknown>, def: ResourceDef | undefined) =>
  Object.entries(flatten(filter)).every(([key, value]) => {
    if (value === undefined || value === '' || value === null) return true;
    if (key === 'q') {
      const q = String(value).toLowerCase();
      return (def?.list.search ?? []).some((field) =>
        String(get(record, field) ?? '')
          .toLowerCase()
          .includes(q),
      );
    }
    const range = /^(.*)_(gte|lte|gt|lt|ne)$/.exec(key);
    if (range && !(key in record)) {
      const actual = get(record, range[1]) as number | string;
      const v = value as number | string;
      return range[2] === 'gte'
        ? actual >= v
        : range[2] === 'lte'
          ? actual <= v
          : range[2] === 'gt'
            ? actual > v
            : range[2] === 'lt'
              ? actual < v
              : actual !== v;
    }
    const actual = get(record, key);
    return Array.isArray(value)
      ? value.map(String).includes(String(actual))
      : String(actual) === String(value);
  });

function flatten(filter: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, flatten(value as Record<string, unknown>, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

export interface FakeDataProvider extends DataProvider {
  store: Store;
  calls: { method: string; resource: string; params: unknown }[];
  /** The next update of `resource` fails with a 409 version conflict (as the order provider reports it). */
  failNextUpdateWithConflict: (resource: string) => void;
}

/** An in-memory DataProvider speaking react-admin's protocol (the engine's side of the contract). */
export function fakeDataProvider(store: Store = seedStore()): FakeDataProvider {
  const calls: FakeDataProvider['calls'] = [];
  const conflicts = new Set<string>();
  const table = (resource: string) => (store[resource] ??= []);
  const list = (
    resource: string,
    params: {
      pagination?: { page: number; perPage: number };
      sort?: { field: string; order: string };
      filter?: Record<string, unknown>;
    },
  ) => {
    const def = resources[resource];
    let rows = table(resource).filter((r) => matches(r, params.filter ?? {}, def));
    if (params.sort?.field) {
      const { field, order } = params.sort;
      rows = [...rows].sort((a, b) => {
        const x = get(a, field) as string | number;
        const y = get(b, field) as string | number;
        return (x > y ? 1 : x < y ? -1 : 0) * (order === 'DESC' ? -1 : 1);
      });
    }
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  };
  const provider: FakeDataProvider = {
    store,
    calls,
    failNextUpdateWithConflict: (resource) => conflicts.add(resource),
    getList: async (resource, params) => {
      calls.push({ method: 'getList', resource, params });
      return list(resource, params) as never;
    },
    getOne: async (resource, params) => {
      calls.push({ method: 'getOne', resource, params });
      const record = table(resource).find((r) => String(r.id) === String(params.id));
      if (!record) throw new HttpError('app.errors.not_found', 404, {});
      return { data: structuredClone(record) } as never;
    },
    getMany: async (resource, params) => {
      calls.push({ method: 'getMany', resource, params });
      return {
        data: table(resource).filter((r) => params.ids.map(String).includes(String(r.id))),
      } as never;
    },
    getManyReference: async (resource, params) => {
      calls.push({ method: 'getManyReference', resource, params });
      return list(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      }) as never;
    },
    create: async (resource, params) => {
      calls.push({ method: 'create', resource, params });
      const rows = table(resource);
      const id = Math.max(0, ...rows.map((r) => Number(r.id))) + 1;
      const record = { ...params.data, id, version: 1, created_on: now, updated_on: now };
      rows.push(record);
      return { data: record } as never;
    },
    update: async (resource, params) => {
      calls.push({ method: 'update', resource, params });
      if (conflicts.delete(resource))
        throw new HttpError('app.errors.conflict', 409, {
          conflict: 'version',
          serverErrors: { version: 'conflict' },
        });
      const rows = table(resource);
      const index = rows.findIndex((r) => String(r.id) === String(params.id));
      const record = {
        ...rows[index],
        ...params.data,
        version: Number(rows[index].version ?? 0) + 1,
      };
      rows[index] = record;
      return { data: record } as never;
    },
    updateMany: async (resource, params) => {
      calls.push({ method: 'updateMany', resource, params });
      return { data: params.ids } as never;
    },
    delete: async (resource, params) => {
      calls.push({ method: 'delete', resource, params });
      const rows = table(resource);
      const index = rows.findIndex((r) => String(r.id) === String(params.id));
      const [record] = rows.splice(index, 1);
      return { data: record } as never;
    },
    deleteMany: async (resource, params) => {
      calls.push({ method: 'deleteMany', resource, params });
      store[resource] = table(resource).filter(
        (r) => !params.ids.map(String).includes(String(r.id)),
      );
      return { data: params.ids } as never;
    },
  };
  return provider;
}

export function fakeAuthProvider(scopes: string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => scopes,
    getIdentity: async () => ({ id: 1, fullName: 'Admin' }),
  };
}

export interface RenderAdminOptions {
  url: string;
  scopes?: string[];
  dataProvider?: DataProvider;
  overrides?: Record<string, ResourceOverride>;
  locale?: 'id' | 'en';
  /** react-admin's store and react-query client (fresh ones by default). */
  store?: RaStore;
  queryClient?: QueryClient;
}

/** The real admin UI at `url`, with the engine's resources for the given scopes. */
export function renderAdmin({
  url,
  scopes = ALL_SCOPES,
  dataProvider = fakeDataProvider(),
  overrides,
  locale = 'id',
  store = memoryStore(),
  queryClient,
}: RenderAdminOptions) {
  const utils = render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider(scopes)}
        i18nProvider={createI18nProvider(locale)}
        store={store}
        queryClient={queryClient}
        theme={theme}
      >
        <AdminUI disableTelemetry>
          {(permissions: string[]) => resourceElements(permissions, overrides ? { overrides } : {})}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...utils, dataProvider };
}

/** A minimal admin context (no routes) for rendering one field or input. */
export function TestContext({
  children,
  scopes = ALL_SCOPES,
  dataProvider = fakeDataProvider(),
  locale = 'id',
}: {
  children: ReactNode;
  scopes?: string[];
  dataProvider?: DataProvider;
  locale?: 'id' | 'en';
}) {
  return (
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider(scopes)}
        i18nProvider={createI18nProvider(locale)}
        store={memoryStore()}
        theme={theme}
      >
        {children}
      </AdminContext>
    </TestMemoryRouter>
  );
}

/** Raw i18n keys that leaked into the page (resources.x.y, ra.x.y, app.x.y, engine.x, validation.x). */
export function rawKeysIn(text: string): string[] {
  return (
    text.match(/\b(?:resources|ra|app|engine|validation)\.[a-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+/g) ?? []
  );
}
