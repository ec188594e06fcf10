// ajv's errors in the API's vocabulary (schemas/meta/error-codes.json), the one mapping the server's
// 400 bodies and the console's form errors both use, so a rule fails with the same code on both sides.
import type { ErrorObject } from 'ajv';
import type { ErrorCode } from '../../generated/registry.ts';

/** The codes a schema rule can fail with (the others come from the server: not-found, conflict…). */
export type ValidationCode = Extract<
  ErrorCode,
  | 'required'
  | 'too-long'
  | 'too-small'
  | 'too-large'
  | 'invalid-format'
  | 'invalid-value'
  | 'unknown-field'
>;

export interface FieldError {
  code: ValidationCode;
  /** The limit of a too-long/too-small/too-large: {max: 150}, {min: 8}. */
  args?: { min?: unknown; max?: unknown };
  /** The JSON Schema keyword that failed (a schema's own message is keyed by it: x-admin messages). */
  keyword?: string;
}

/** When several rules fail on one field, the most basic one is reported. */
export const CODE_PRIORITY: readonly ValidationCode[] = [
  'required',
  'too-long',
  'too-small',
  'too-large',
  'invalid-format',
  'invalid-value',
  'unknown-field',
];

/** The key of an error on the body as a whole (a rule between fields that names none of them). */
export const BODY_KEY = 'body';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * One ajv error -> its code, given the value it failed on: an empty value ('' , null, an empty array)
 * that fails its type or minimum length was not given at all, so it is 'required'.
 */
export function fieldErrorOf(error: ErrorObject, value: unknown): FieldError {
  const limit = (error.params as { limit?: unknown }).limit;
  switch (error.keyword) {
    case 'required':
      return { code: 'required' };
    case 'type':
      return { code: isEmpty(value) ? 'required' : 'invalid-format' };
    case 'minLength':
      return value === '' ? { code: 'required' } : { code: 'too-small', args: { min: limit } };
    case 'minItems':
      return Array.isArray(value) && value.length === 0
        ? { code: 'required' }
        : { code: 'too-small', args: { min: limit } };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'minProperties':
      return { code: 'too-small', args: { min: limit } };
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return { code: 'too-long', args: { max: limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { code: 'too-large', args: { max: limit } };
    case 'format':
    case 'pattern':
      return { code: 'invalid-format' };
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return { code: 'unknown-field' };
    default:
      // enum, const, uniqueItems, not and the combinators (anyOf, oneOf, if/then).
      return { code: 'invalid-value' };
  }
}

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The dotted field path an error is about: its instance path, plus the missing or extra property. */
export function errorPath(error: ErrorObject): string {
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : error.keyword === 'unevaluatedProperties'
          ? params.unevaluatedProperty
          : undefined;
  if (child !== undefined) segments.push(String(child));
  return segments.join('.') || BODY_KEY;
}

/** The value at a dotted path of the validated data (own keys only: "constructor" is no value). */
function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * ajv errors (allErrors) on `data` -> one error per dotted field path (`contract_rates.0.origin`),
 * the most basic first; errors on the root go under `body`. A failing `if` adds nothing beside the
 * errors of its `then`. The map has no prototype: paths come from the client's keys.
 */
export function ajvErrorsToFieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
  data: unknown,
): Record<string, FieldError> {
  const result = Object.create(null) as Record<string, FieldError>;
  const list = errors ?? [];
  const hasFieldErrors = list.some((e) => e.keyword !== 'if');
  for (const error of list) {
    if (error.keyword === 'if' && hasFieldErrors) continue;
    const path = errorPath(error);
    const candidate = {
      ...fieldErrorOf(error, path === BODY_KEY ? data : valueAt(data, path)),
      keyword: error.keyword,
    };
    const current = result[path];
    if (!current || CODE_PRIORITY.indexOf(candidate.code) < CODE_PRIORITY.indexOf(current.code))
      result[path] = candidate;
  }
  return result;
}
