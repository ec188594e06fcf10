// The one error shape of the API: {"errors":{"<field path>":"<code>"}} with a 4xx status, whatever
// went wrong (validation, JSON syntax, body size, auth, database constraint). Anything else is a bug
// and answers 500 with the same shape.
import type { ErrorObject } from 'ajv';
import type { FastifyReply } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../src/generated/registry.ts';

// The codes are listed once, in schemas/meta/error-codes.json; the console reads the same generated list.
export { ERROR_CODES, type ErrorCode };

/** Field path -> error code (403 carries the missing scope instead: {"scope":"vms:read"}). */
export type ErrorMap = Record<string, ErrorCode | (string & {})>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorMap,
  ) {
    super(`${status} ${JSON.stringify(errors)}`);
  }
}

export function sendErrors(reply: FastifyReply, status: number, errors: ErrorMap) {
  return reply.status(status).type('application/json; charset=utf-8').send({ errors });
}

export const badRequest = (errors: ErrorMap) => new ApiError(400, errors);
export const notFound = (field = 'id') => new ApiError(404, { [field]: 'not-found' });

/** JSON pointer from ajv (/contract_rates/0/base_price) -> field path (contract_rates.0.base_price). */
export function fieldPath(instancePath: string, child?: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) segments.push(child);
  return segments.join('.') || 'body';
}

function codeOf(error: ErrorObject): ErrorCode {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'minLength':
      return params.limit === 1 ? 'required' : 'too-small';
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return 'too-long';
    case 'minimum':
    case 'exclusiveMinimum':
    case 'minItems':
    case 'minProperties':
      return 'too-small';
    case 'maximum':
    case 'exclusiveMaximum':
      return 'too-large';
    case 'type':
    case 'format':
    case 'pattern':
      return 'invalid-format';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'unknown-field';
    default:
      // enum, const, uniqueItems and the combinators (oneOf, if/then…)
      return 'invalid-value';
  }
}

/** An error map without a prototype: field names from the client ("constructor") must not hit Object.prototype. */
export const errorMap = (): ErrorMap => Object.create(null) as ErrorMap;

/** Sets a code unless the path already has one. */
export function addError(map: ErrorMap, path: string, code: ErrorMap[string]) {
  if (!Object.hasOwn(map, path)) map[path] = code;
}

/** The value at a dotted path of the validated data (own keys only). */
function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * ajv errors (allErrors) -> one code per field path; the first error at a path wins. With the data,
 * a type error on an empty value is 'required' (as the console says it), and the failing `if`
 * of a conditional requirement adds no error of its own beside its fields' errors.
 */
export function ajvErrorsToMap(errors: ErrorObject[] | null | undefined, data?: unknown): ErrorMap {
  const map = errorMap();
  const list = errors ?? [];
  const fieldErrors = list.some((e) => e.keyword !== 'if');
  for (const error of list) {
    if (error.keyword === 'if' && fieldErrors) continue;
    const params = error.params as Record<string, unknown>;
    let key: string;
    if (error.keyword === 'required') key = fieldPath(error.instancePath, String(params.missingProperty));
    else if (error.keyword === 'additionalProperties') key = fieldPath(error.instancePath, String(params.additionalProperty));
    else if (error.keyword === 'unevaluatedProperties') key = fieldPath(error.instancePath, String(params.unevaluatedProperty));
    else key = fieldPath(error.instancePath);
    const value = data === undefined || key === 'body' ? undefined : valueAt(data, key);
    const empty = data !== undefined && (value === null || value === undefined || value === '');
    addError(map, key, error.keyword === 'type' && empty ? 'required' : codeOf(error));
  }
  return map;
}

interface PgError {
  code?: string;
  constraint?: string;
}

export const isPgError = (error: unknown): error is Error & PgError =>
  error instanceof Error && typeof (error as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((error as PgError).code!);
