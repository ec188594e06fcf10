// Client validation through the same generated ajv validators the server runs, mapped to the
// API's error codes so the browser and the server speak one vocabulary (validation.<code>).
import set from 'lodash/set.js';
import type { JsonSchema, ResourceDef } from '../generated/registry.ts';
import { conditions, validators } from '../generated/validators.js';
import { fieldErrorMessage } from '../dataProviders/errors.ts';
import { ajvErrorsToFieldErrors } from '../domain/validation/errorCodes.ts';
import { schemaMessageKey } from '../domain/validation/schemaMessages.ts';
import { hintsOf } from './schemaUtils.ts';
import { isNullable, schemaAt, SYSTEM_FIELDS, typesOf } from '../domain/schema/schemaPath.ts';
import {
  fieldConditions,
  withoutHidden,
  type FieldConditions,
} from '../domain/schema/conditions.ts';

/**
 * The record as it is sent and validated: empty strings become null where the schema allows null, and
 * empty optional values the schema cannot hold are left out. Read-only system fields other than id and
 * version (which the API needs for PATCH) are dropped.
 */
export function prepareRecord(
  def: ResourceDef,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const record = cleanObject(def.schema, values, true) as Record<string, unknown>;
  // Fields the schema's conditions hide are neither sent nor validated (on edit, left as stored).
  return withoutHidden(record, conditionsOn(def, record).hidden);
}

const conditionsOn = (def: ResourceDef, record: Record<string, unknown>): FieldConditions =>
  fieldConditions(def.schema, record, conditions?.[def.name] ?? {});

/** What the schema's if/then/else and dependencies ask of the form's values now (shown, required). */
export function formConditions(def: ResourceDef, values: Record<string, unknown>): FieldConditions {
  return conditionsOn(def, cleanObject(def.schema, values, true) as Record<string, unknown>);
}

function cleanObject(
  schema: JsonSchema,
  values: Record<string, unknown>,
  root: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values ?? {})) {
    const prop = schema.properties?.[key];
    if (root && (key === 'created_on' || key === 'updated_on')) continue;
    if (!prop) {
      out[key] = raw;
      continue;
    }
    let value = raw;
    if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typesOf(prop).includes('object')
    ) {
      value = cleanObject(prop, value as Record<string, unknown>, false);
    }
    if (Array.isArray(value) && prop.items && typesOf(prop.items).includes('object')) {
      value = value.map((item) =>
        item && typeof item === 'object'
          ? cleanObject(prop.items!, item as Record<string, unknown>, false)
          : item,
      );
    }
    if (value === '' && !typesOf(prop).includes('string')) value = null;
    if (value === '' && isNullable(prop)) value = null;
    const required = Array.isArray(schema.required) && schema.required.includes(key);
    if ((value === null || value === undefined) && !isNullable(prop) && !required) continue;
    out[key] = value;
  }
  return out;
}

/** The record without what the user never edits, for validation (system fields are the server's). */
function forValidation(def: ResourceDef, values: Record<string, unknown>) {
  const record = prepareRecord(def, values);
  for (const field of SYSTEM_FIELDS) {
    if (def.schema.properties[field]?.readOnly) delete record[field];
  }
  return record;
}

export type RaValidationMessage = { message: string; args: Record<string, unknown> };

const RA_PREFIX = '@@react-admin@@';

/** A message key, or react-admin's encoded {message, args} string, as the object form-level errors need. */
export function toRaMessage(message: string): RaValidationMessage {
  if (message.startsWith(RA_PREFIX)) {
    const parsed = JSON.parse(message.slice(RA_PREFIX.length)) as Partial<RaValidationMessage>;
    return { message: String(parsed.message), args: parsed.args ?? {} };
  }
  return { message, args: {} };
}

/**
 * A react-admin form `validate` function for a resource: the generated validator's errors on each field
 * (nested by path), worded exactly as the server's errors are (fieldErrorMessage of the data provider),
 * translated by the form.
 */
export function validateRecord(
  def: ResourceDef,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const validate = validators[def.name];
  if (!validate) return {};
  const record = forValidation(def, values);
  if (validate(record)) return {};
  const fieldErrors = ajvErrorsToFieldErrors(validate.errors, record);
  const errors: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(fieldErrors)) {
    // Errors on properties the form does not show (unknown or read-only) would block the form invisibly.
    const schema = schemaAt(def.schema, path);
    if (!schema || schema.readOnly) continue;
    // The schema's own wording of the failed rule (x-admin messages) before the generic one;
    // an errorMessages key for the code still comes first, as for the API's errors.
    const own = hintsOf(schema).errorMessages?.[error.code]
      ? undefined
      : schemaMessageKey(def, path, error);
    const message = own ? `resources.${def.name}.${own}` : fieldErrorMessage(path, error.code, def);
    set(errors, path, toRaMessage(message));
  }
  return errors;
}
