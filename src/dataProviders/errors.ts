// Server errors to react-admin's HttpError. A 400's `{"errors":{"<field path>":"<code>"}}` becomes
// body.errors with one message per field (i18n keys, delivery-order.md §8), which react-admin's
// forms put on the inputs; a 409 version conflict keeps its status so the form can offer a
// reload; anything else gets a message key the toast translates. Nothing here names a resource or
// a field: a property's own wording for a code, and whether its errors count when it was sent
// empty, are hints in its schema (x-admin errorMessages, ignoreErrorsWhenEmpty).
import { firstKnownIssue, fleetTaskErrorKey } from '../domain/fleet-task/errors.ts';
import { HttpError } from 'ra-core';
import get from 'lodash/get.js';
import type { JsonSchema, ResourceDef } from '../generated/registry';
import { currentRegistry } from '../resources/liveRegistry';
import { nonNullTypes, schemaAt, stripIndices, toDottedPath } from '../domain/schema/schemaPath.ts';
import { schemaMessageKey } from '../domain/validation/schemaMessages.ts';

export const MESSAGES = {
  invalidInput: 'app.errors.invalid_input',
  referenceDeleted: 'app.errors.reference_deleted',
  bulkDeleteInvalidStatus: 'app.errors.bulk_delete_invalid_status',
  deleteFailed: 'app.errors.delete_failed',
  deleteInUse: 'app.errors.delete_in_use',
  conflict: 'app.errors.conflict',
  inUse: 'app.errors.in_use',
  notFound: 'app.errors.not_found',
  forbidden: 'app.errors.forbidden',
  unauthorized: 'ra.auth.auth_check_error',
  tooManyRequests: 'app.errors.too_many_requests',
  network: 'app.errors.network',
  server: 'ra.notification.http_error',
  parentUnknown: 'app.errors.parent_unknown',
} as const;

/**
 * react-admin's encoding of a message with arguments inside react-hook-form's string errors
 * (ra-core ValidationError): '@@react-admin@@{"message":…,"args":…}'.
 */
export const withArgs = (message: string, args: Record<string, unknown>): string =>
  `@@react-admin@@${JSON.stringify({ message, args })}`;

/**
 * Codes whose message names a limit (validation.too-long: 'Maksimal %{max} karakter'). The limit is
 * passed as a number: it is grouped in the language shown when translated ('Maksimal 10.000.000',
 * withLocaleNumbers in src/i18n/i18nProvider.ts).
 */
const LIMIT_CODES = new Set(['too-long', 'too-small', 'too-large']);

function limitMessage(code: string, property: JsonSchema | undefined): string | undefined {
  if (!property || !LIMIT_CODES.has(code)) return undefined;
  const types = nonNullTypes(property);
  const isString = types.includes('string');
  const isArray = types.includes('array');
  const isNumber = types.includes('integer') || types.includes('number');
  if (code === 'too-long' || code === 'too-large') {
    if (isString && property.maxLength !== undefined)
      return withArgs('validation.too-long', { max: property.maxLength });
    if (isArray && property.maxItems !== undefined)
      return withArgs('validation.too-large', { max: property.maxItems });
    if (isNumber && property.maximum !== undefined)
      return withArgs('validation.too-large', { max: property.maximum });
    return undefined;
  }
  if (isString && property.minLength !== undefined) {
    return property.minLength <= 1
      ? 'validation.required'
      : withArgs('validation.min_length', { min: property.minLength });
  }
  if (isArray && property.minItems !== undefined)
    return withArgs('validation.too-small', { min: property.minItems });
  if (isNumber && typeof property.exclusiveMinimum === 'number') {
    return withArgs('validation.greater_than', { value: property.exclusiveMinimum });
  }
  if (isNumber && property.minimum !== undefined) {
    // "at least 1" on a whole number reads as the spec's 'Harus lebih dari 0'.
    return types.includes('integer') && !types.includes('number')
      ? withArgs('validation.greater_than', { value: property.minimum - 1 })
      : withArgs('validation.too-small', { min: property.minimum });
  }
  return undefined;
}

const isReference = (
  def: ResourceDef | undefined,
  path: string,
  property: JsonSchema | undefined,
) => Boolean(property?.['x-admin']?.reference) || Boolean(def?.references[path]);

/** The message (an i18n key, possibly with arguments) for one server field error. */
export function fieldErrorMessage(fieldPath: string, code: string, def?: ResourceDef): string {
  const path = stripIndices(toDottedPath(fieldPath));
  const property = def ? schemaAt(def.schema, path) : undefined;
  // The schema's own wording for this code (x-admin errorMessages), e.g. the spec's for a unique number.
  const specific = property?.['x-admin']?.errorMessages?.[code];
  if (specific) return specific;
  // The schema's own message for a rule that answers this code (x-admin messages).
  const own = def ? schemaMessageKey(def, path, { code }) : undefined;
  if (own) return `resources.${def!.name}.${own}`;
  if ((code === 'invalid-value' || code === 'not-found') && isReference(def, path, property))
    return MESSAGES.referenceDeleted;
  const limited = limitMessage(code, property);
  if (limited) return limited;
  // A limit message without its limit would show '%{max}': say the input is wrong instead.
  if (LIMIT_CODES.has(code)) return MESSAGES.invalidInput;
  // Every API error code (schemas/meta/error-codes.json) has a validation.<code> message.
  if ((currentRegistry().ERROR_CODES as readonly string[]).includes(code))
    return `validation.${code}`;
  return MESSAGES.invalidInput;
}

export interface ErrorContext {
  def?: ResourceDef;
  /** The values sent, for rules that depend on them (x-admin ignoreErrorsWhenEmpty). */
  data?: Record<string, unknown>;
  /** The call that failed: deletes get the spec's 'Gagal menghapus data.' (with the reason when in use). */
  operation?: 'read' | 'write' | 'delete';
}

const DELETE_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.deleteFailed,
  MESSAGES.deleteInUse,
  MESSAGES.bulkDeleteInvalidStatus,
]);

/** The toast for a failed delete: the provider's delete message when it has one, else 'Gagal menghapus data.' */
export function deleteFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : undefined;
  return message && DELETE_MESSAGES.has(message) ? message : MESSAGES.deleteFailed;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The property at path says its errors do not count when it was sent empty (x-admin ignoreErrorsWhenEmpty). */
const ignoredWhenEmpty = (def: ResourceDef | undefined, path: string): boolean =>
  Boolean(def && schemaAt(def.schema, stripIndices(path))?.['x-admin']?.ignoreErrorsWhenEmpty);

/** Server field errors -> react-admin form errors (flat dotted paths, as react-hook-form names inputs). */
export function formErrors(
  serverErrors: Record<string, unknown>,
  context: ErrorContext = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [rawPath, code] of Object.entries(serverErrors)) {
    const path = toDottedPath(rawPath);
    if (context.data && ignoredWhenEmpty(context.def, path) && isEmpty(get(context.data, path)))
      continue;
    errors[path] = fieldErrorMessage(path, typeof code === 'string' ? code : '', context.def);
  }
  return errors;
}

/** Every key names a top-level property of the resource a form edits (not read-only, not the system's). */
function writableFieldsOnly(
  serverErrors: Record<string, unknown>,
  def: ResourceDef | undefined,
): boolean {
  const keys = Object.keys(serverErrors);
  // No schema yet: a read's failure before its resource's details loaded (dataProviders/index.ts).
  const properties = (def?.schema as ResourceDef['schema'] | undefined)?.properties;
  if (!properties || keys.length === 0) return false;
  return keys.every((key) => Object.hasOwn(properties, key) && !properties[key].readOnly);
}

const CLIENT_ERROR = 'clientError';

/** An error raised by the console itself (already carries its message key; never re-mapped). */
export const clientError = (
  message: string,
  status: number,
  body: Record<string, unknown> = {},
): HttpError => new HttpError(message, status, { ...body, [CLIENT_ERROR]: true });

const statusMessage = (status: number): string => {
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  if (status === 429) return MESSAGES.tooManyRequests;
  if (status >= 400 && status < 500) return MESSAGES.invalidInput;
  return MESSAGES.server;
};

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * Any failure of a data-provider call to the HttpError the UI expects:
 * - 400 with field errors: body.errors = {path: message, root: {serverError}} (shown on the inputs);
 * - 409 `version: conflict`: status 409, body.conflict = 'version', no body.errors (so the form does
 *   not swallow it) — the edit view offers a reload;
 * - everything else: a message key for the toast; body.serverErrors keeps the server's codes.
 */
export function toHttpError(error: unknown, context: ErrorContext = {}): HttpError {
  const mapped = mapHttpError(error, context);
  // The catalogue's issues (errors_v2, docs/fleet-tasks.md) stay on the body: screens word a refusal by them.
  const original = asRecord(error instanceof HttpError ? error.body : undefined);
  const issues = asRecord(original?.errors_v2);
  if (issues && mapped !== error && mapped.body) mapped.body.errors_v2 = issues;
  // A refusal the catalogue words is worded by it: the toast and the field it names say the rule
  // ('Pengemudi sedang menjalankan penugasan lain'), not the generic invalid-input message.
  const known = firstKnownIssue(original);
  if (known && mapped !== error && mapped.body && !mapped.body[CLIENT_ERROR]) {
    const key = fleetTaskErrorKey(known);
    const issue = (issues?.issues as { code?: string; path?: string }[] | undefined)?.find(
      (i) => i?.code === known,
    );
    const fields = asRecord(mapped.body.errors);
    const path = issue?.path ? toDottedPath(issue.path) : undefined;
    const body = { ...mapped.body };
    if (fields) {
      body.errors = {
        ...fields,
        ...(path && path in fields ? { [path]: key } : {}),
        root: { serverError: key },
      };
    }
    return new HttpError(key, mapped.status, body);
  }
  return mapped;
}

function mapHttpError(error: unknown, context: ErrorContext): HttpError {
  if (error instanceof HttpError && error.body?.[CLIENT_ERROR]) return error;
  if (!(error instanceof HttpError) && !(error instanceof Error && 'status' in error)) {
    return new HttpError(MESSAGES.network, 0, {
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  const status = Number((error as HttpError).status) || 0;
  const body = asRecord((error as HttpError).body) ?? {};
  const serverErrors = asRecord(body.errors) ?? {};
  const isDelete = context.operation === 'delete';

  if (status === 409 && serverErrors.version === 'conflict') {
    return new HttpError(MESSAGES.conflict, 409, { serverErrors, conflict: 'version' });
  }
  if (isDelete && Object.values(serverErrors).includes('invalid-status')) {
    return new HttpError(MESSAGES.bulkDeleteInvalidStatus, status, { serverErrors });
  }
  // A delete refused because other data still points at the record says so: every failure is in-use
  // (one record, or a whole bulk delete). Any other refusal stays 'Gagal menghapus data.'
  const codes = Object.values(serverErrors);
  if (isDelete && status === 409 && codes.length > 0 && codes.every((code) => code === 'in-use')) {
    return new HttpError(MESSAGES.deleteInUse, 409, { serverErrors });
  }
  if (isDelete && status >= 400 && status < 500 && status !== 401 && status !== 403) {
    return new HttpError(MESSAGES.deleteFailed, status, { serverErrors });
  }
  if (status === 409 && serverErrors.id === 'in-use') {
    return new HttpError(MESSAGES.inUse, 409, { serverErrors });
  }
  // A 403 naming fields the user edits (a scope they may not grant, another company) is shown on
  // those fields, like a 400; one naming the route's scope or the record itself stays a toast.
  if (
    status === 403 &&
    context.operation === 'write' &&
    writableFieldsOnly(serverErrors, context.def)
  ) {
    return new HttpError(MESSAGES.forbidden, 403, {
      errors: { ...formErrors(serverErrors, context), root: { serverError: MESSAGES.forbidden } },
      serverErrors,
    });
  }
  if (status === 400 && Object.keys(serverErrors).length > 0) {
    const errors = formErrors(serverErrors, context);
    if (Object.keys(errors).length === 0)
      return new HttpError(MESSAGES.invalidInput, 400, { serverErrors });
    return new HttpError(MESSAGES.invalidInput, 400, {
      errors: { ...errors, root: { serverError: MESSAGES.invalidInput } },
      serverErrors,
    });
  }
  return new HttpError(statusMessage(status), status, { serverErrors });
}
