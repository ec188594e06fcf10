// fetchUtils.fetchJson with the session's Bearer token. Everything the console sends goes through here.
import { fetchUtils } from 'ra-core';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: any;
}

export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<HttpResponse>;

export function createHttpClient(getToken: () => string | null | undefined): HttpClient {
  return (url, options = {}) => {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
}
