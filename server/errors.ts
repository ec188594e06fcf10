// The one error shape of the API: {"errors":{"<field path>":"<code>"}} with a 4xx status, whatever
// went wrong (validation, JSON syntax, body size, auth, database constraint). Anything else is a bug
// and answers 500 with the same shape.
import type { ErrorObject } from 'ajv';
import type { FastifyReply } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../src/generated/registry.ts';
import { ajvErrorsToFieldErrors } from '../src/domain/validation/errorCodes.ts';

// The codes are listed once, in schemas/meta/error-codes.json; the console reads the same generated list.
export { ERROR_CODES, type ErrorCode };

/** Field path -> error code (403 carries the missing scope instead: {"scope":"vms:read"}). */
export type ErrorMap = Record<string, ErrorCode | (string & {})>;

/** A catalogue code of a resource's own rules (the fleet-task catalogue), sent in errors_v2.issues. */
export interface ErrorIssue {
  code: string;
  path: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorMap,
    /** Catalogue codes besides the field codes: the body gets errors_v2: {issues}. */
    readonly issues?: readonly ErrorIssue[],
    /** A schema's own wording of failed rules (x-admin messages): the body gets messages: {<path>: {id, en}}. */
    readonly messages?: FieldMessages,
  ) {
    super(`${status} ${JSON.stringify(errors)}${issues ? ` ${JSON.stringify(issues)}` : ''}`);
  }
}

/** Field path -> the schema's own message for its error, in both languages. */
export type FieldMessages = Record<string, { id: string; en: string }>;

export function sendErrors(
  reply: FastifyReply,
  status: number,
  errors: ErrorMap,
  issues?: readonly ErrorIssue[],
  messages?: FieldMessages,
) {
  const body: Record<string, unknown> = { errors };
  if (issues && issues.length > 0) body.errors_v2 = { issues };
  if (messages && Object.keys(messages).length > 0) body.messages = messages;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export const badRequest = (errors: ErrorMap) => new ApiError(400, errors);
export const notFound = (field = 'id') => new ApiError(404, { [field]: 'not-found' });

/** An error map without a prototype: field names from the client ("constructor") must not hit Object.prototype. */
export const errorMap = (): ErrorMap => Object.create(null) as ErrorMap;

/** Sets a code unless the path already has one. */
export function addError(map: ErrorMap, path: string, code: ErrorMap[string]) {
  if (!Object.hasOwn(map, path)) map[path] = code;
}

/** ajv errors (allErrors) on `data` -> one code per field path, as the console maps them (src/domain). */
export function ajvErrorsToMap(
  errors: readonly ErrorObject[] | null | undefined,
  data: unknown,
): ErrorMap {
  const map = errorMap();
  for (const [path, error] of Object.entries(ajvErrorsToFieldErrors(errors, data)))
    map[path] = error.code;
  return map;
}

interface PgError {
  code?: string;
  constraint?: string;
}

export const isPgError = (error: unknown): error is Error & PgError =>
  error instanceof Error &&
  typeof (error as PgError).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as PgError).code!);

/**
 * A database error caused by the request, as the API answers it; undefined for any other error (a
 * genuine fault). Data exceptions (class 22) come from values the validators let through (a date
 * PostgreSQL rejects, an out-of-range number); program limits (class 54) from a value too long for a
 * btree index on a unique field.
 */
export function pgErrorAsApiError(error: unknown): ApiError | undefined {
  if (!isPgError(error)) return undefined;
  const code = error.code ?? '';
  if (code.startsWith('22')) return new ApiError(400, { body: 'invalid-value' });
  if (code.startsWith('54')) return new ApiError(400, { body: 'too-large' });
  if (code === '23505') return new ApiError(400, { body: 'not-unique' });
  if (code === '23503' || code === '23001') return new ApiError(409, { id: 'in-use' });
  return undefined;
}
