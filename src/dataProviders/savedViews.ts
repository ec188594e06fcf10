// Saved views of lists (docs/live-and-views.md): the calls of /api/views, on the data provider
// (useDataProvider().savedViews), so components never fetch on their own.
import type { HttpClient } from './httpClient';
import type { SavedViewState } from '../domain/views/savedView';

export interface SavedView {
  id: number;
  resource: string;
  name: string;
  shared: boolean;
  state: SavedViewState;
  version: number;
  owner: string | null;
  mine: boolean;
  is_default: boolean;
}

export interface SavedViewMethods {
  savedViews: {
    list(resource: string): Promise<{ data: SavedView[]; default: number | null }>;
    create(
      resource: string,
      body: { name: string; shared: boolean; state: SavedViewState; is_default?: boolean },
    ): Promise<SavedView>;
    update(
      resource: string,
      id: number,
      body: Partial<{ name: string; shared: boolean; state: SavedViewState; is_default: boolean }>,
    ): Promise<SavedView>;
    remove(resource: string, id: number): Promise<void>;
    setDefault(resource: string, id: number | null): Promise<void>;
  };
}

export function createSavedViewMethods(httpClient: HttpClient, apiUrl = ''): SavedViewMethods {
  const base = (resource: string) => `${apiUrl}/api/views/${encodeURIComponent(resource)}`;
  const send = (url: string, method: string, body?: unknown) =>
    httpClient(url, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: new Headers({ 'Content-Type': 'application/json' }),
    });
  return {
    savedViews: {
      list: async (resource) => (await httpClient(base(resource))).json,
      create: async (resource, body) => (await send(base(resource), 'POST', body)).json.data,
      update: async (resource, id, body) =>
        (await send(`${base(resource)}/${id}`, 'PATCH', body)).json.data,
      remove: async (resource, id) => {
        await send(`${base(resource)}/${id}`, 'DELETE');
      },
      setDefault: async (resource, id) => {
        await send(`${base(resource)}/default`, 'PUT', { id });
      },
    },
  };
}
