// The result envelope of every generated operation and of the modules' mutations (master-data §7,
// docs/alerts.md §1): {isSuccessful, errorCode, errorName, message, status, errors, data}. A refusal
// is data, not a GraphQL error: `status` is what the same REST call would answer, `errors` the REST
// body's field map with camelCase paths.
import {
  ApiError,
  ERROR_CODES,
  pgErrorAsApiError,
  type ErrorCode,
  type ErrorMap,
} from '../errors.ts';
import { camelPath } from '../../src/domain/graphql/names.ts';
import { plainErrorMessage } from '../../src/domain/validation/errorMessages.ts';
import { missingScope } from '../../src/domain/access/scopes.ts';
import type { GraphqlContext } from './types.ts';

/** The Indonesian text of an error code (the console's validation.<code>, without placeholders); an unknown code reads as an invalid value. */
export const errorMessage = (code: string | null): string =>
  plainErrorMessage(
    code && (ERROR_CODES as readonly string[]).includes(code)
      ? (code as ErrorCode)
      : 'invalid-value',
  );

const SUCCESS_MESSAGE = 'Berhasil';

export interface Envelope<T> {
  isSuccessful: boolean;
  errorCode: string | null;
  errorName: string | null;
  message: string;
  status: number;
  errors: Record<string, string> | null;
  data: T | null;
}

const ok = <T>(data: T, status = 200): Envelope<T> => ({
  isSuccessful: true,
  errorCode: null,
  errorName: null,
  message: SUCCESS_MESSAGE,
  status,
  errors: null,
  data,
});

/** A refusal: status and the REST body's error map; 403's {scope} keeps errorCode "forbidden" (the scope is the map's value). */
export function refused(
  status: number,
  map: ErrorMap,
  rename: Record<string, string> = {},
): Envelope<never> {
  const errors: Record<string, string> = {};
  for (const [path, code] of Object.entries(map)) errors[rename[path] ?? camelPath(path)] = code;
  const [first] = Object.entries(errors);
  const errorCode = status === 403 && first?.[0] === 'scope' ? 'forbidden' : (first?.[1] ?? null);
  return {
    isSuccessful: false,
    errorCode,
    errorName: first?.[0] ?? null,
    message: errorMessage(errorCode),
    status,
    errors,
    data: null,
  };
}

/** The refusal of a caller without one of the scopes (403 {scope}), or undefined. */
export function forbidden(
  context: GraphqlContext,
  scopes: readonly string[],
): Envelope<never> | undefined {
  const missing = missingScope(context.account.scopes, scopes);
  return missing ? refused(403, { scope: missing }) : undefined;
}

/** Runs an operation and answers its envelope; a fault is logged and answers status 500 {server: internal}, never a GraphQL error. */
export async function enveloped<T>(
  run: () => Promise<T>,
  options: {
    status?: number;
    rename?: Record<string, string>;
    log?: (error: unknown) => void;
  } = {},
): Promise<Envelope<T>> {
  try {
    return ok(await run(), options.status);
  } catch (error) {
    // What the REST error handler answers (server/app.ts), or undefined for a genuine fault.
    const api = error instanceof ApiError ? error : pgErrorAsApiError(error);
    if (api) return refused(api.status, api.errors, options.rename);
    options.log?.(error);
    return refused(500, { server: 'internal' });
  }
}

/** A page's envelope (data and total): on a refusal or a failure, data [] and total 0. */
export async function pageEnveloped<T>(
  refusal: Envelope<never> | undefined,
  run: () => Promise<{ rows: T[]; total: number }>,
  options: { rename?: Record<string, string>; log?: (error: unknown) => void },
): Promise<Envelope<T[]> & { data: T[]; total: number }> {
  if (refusal) return { ...refusal, data: [], total: 0 };
  let total = 0;
  const result = await enveloped(async () => {
    const page = await run();
    total = page.total;
    return page.rows;
  }, options);
  return { ...result, data: result.data ?? [], total };
}

/** A hand-written module's refusal (the alert and device operations' results, which carry no data). */
export interface Failure {
  isSuccessful: false;
  status: number;
  errorCode: string;
  errorName: string;
  message: string;
  errors: Record<string, string>;
}

export function failure(status: number, errors: Record<string, string>): Failure {
  // A 403 names the missing scope under `scope` (as REST does); its code is `forbidden`.
  const [name, first] = Object.entries(errors)[0] ?? ['server', 'internal'];
  const code = status === 403 ? 'forbidden' : first;
  return {
    isSuccessful: false,
    status,
    errorCode: code,
    errorName: name,
    message: errorMessage(code),
    errors,
  };
}

/** An ApiError as a result; anything else is a bug and is rethrown (mercurius reports it). */
export function failed(error: unknown): Failure {
  if (error instanceof ApiError && error.status < 500)
    return failure(error.status, error.errors as Record<string, string>);
  throw error;
}
