// ra-data-simple-rest for resources whose schema binds them to a simple-REST backend
// (x-admin.dataProvider {type: 'simple-rest', url}), with the session's Bearer token and the
// same error mapping as the order-service provider.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import type { ResourceDef } from '../generated/registry';
import { type ErrorContext, toHttpError } from './errors';
import type { HttpClient } from './httpClient';

const OPERATIONS: Record<string, ErrorContext['operation']> = {
  getList: 'read',
  getOne: 'read',
  getMany: 'read',
  getManyReference: 'read',
  create: 'write',
  update: 'write',
  updateMany: 'write',
  delete: 'delete',
  deleteMany: 'delete',
};

/** A relative url ('/api/simple') is resolved against the API origin. */
export const resolveUrl = (url: string, apiUrl: string) =>
  (/^https?:\/\//.test(url) ? url : `${apiUrl}${url}`).replace(/\/+$/, '');

export function createSimpleRestProvider(
  url: string,
  httpClient: HttpClient,
  resources: () => Record<string, ResourceDef>,
  apiUrl = '',
): DataProvider {
  const inner = simpleRestProvider(resolveUrl(url, apiUrl), httpClient as any);
  const wrapped: Record<string, unknown> = {};
  for (const [method, operation] of Object.entries(OPERATIONS)) {
    wrapped[method] = async (resource: string, params: any) => {
      try {
        return await (inner as any)[method](resource, params);
      } catch (error) {
        throw toHttpError(error, { def: resources()[resource], data: params?.data, operation });
      }
    };
  }
  return { ...inner, ...wrapped } as DataProvider;
}
