// Saved views of lists (docs/live-and-views.md): the calls of /api/views, as methods of the data
// provider (react-admin's useDataProvider wraps every property as a method: no nested objects), so
// components never fetch on their own.
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

/** The react-query key of a list's saved views (the list and the console's start share it). */
export const savedViewsKey = (resource: string) => ['saved-views', resource] as const;

export interface SavedViewMethods {
  getSavedViews(resource: string): Promise<{ data: SavedView[]; default: number | null }>;
  createSavedView(
    resource: string,
    body: { name: string; shared: boolean; state: SavedViewState; is_default?: boolean },
  ): Promise<SavedView>;
  updateSavedView(
    resource: string,
    id: number,
    body: Partial<{ name: string; shared: boolean; state: SavedViewState; is_default: boolean }>,
  ): Promise<SavedView>;
  deleteSavedView(resource: string, id: number): Promise<void>;
  setDefaultSavedView(resource: string, id: number | null): Promise<void>;
}

export const SAVED_VIEW_METHODS = [
  'getSavedViews',
  'createSavedView',
  'updateSavedView',
  'deleteSavedView',
  'setDefaultSavedView',
] as const;

export function createSavedViewMethods(httpClient: HttpClient, apiUrl = ''): SavedViewMethods {
  const base = (resource: string) => `${apiUrl}/api/views/${encodeURIComponent(resource)}`;
  const send = (url: string, method: string, body?: unknown) =>
    httpClient(url, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: new Headers({ 'Content-Type': 'application/json' }),
    });
  return {
    getSavedViews: async (resource) => (await httpClient(base(resource))).json,
    createSavedView: async (resource, body) => (await send(base(resource), 'POST', body)).json.data,
    updateSavedView: async (resource, id, body) =>
      (await send(`${base(resource)}/${id}`, 'PATCH', body)).json.data,
    deleteSavedView: async (resource, id) => {
      await send(`${base(resource)}/${id}`, 'DELETE');
    },
    setDefaultSavedView: async (resource, id) => {
      await send(`${base(resource)}/default`, 'PUT', { id });
    },
  };
}
