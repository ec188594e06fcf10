// One resource's records on the way in and out: what a client may write (system, readOnly and,
// on update, createOnly fields and the parent are dropped), schema defaults, the checks a record
// must pass before any SQL (ajv plus the values ajv cannot judge), and a row as the API shows it.
import type { ValidateFunction } from 'ajv';
import {
  addError,
  ApiError,
  badRequest,
  errorMap,
  type ErrorMap,
  type FieldMessages,
} from '../errors.ts';
import { ajvErrorsToFieldErrors } from '../../src/domain/validation/errorCodes.ts';
import { schemaMessage } from '../../src/domain/validation/schemaMessages.ts';
import type { JsonSchema, ResourceDef } from '../../src/generated/registry.ts';
import { allowsNull, scalarKind } from './columns.ts';
import { isSystemField } from '../../src/domain/schema/schemaPath.ts';

export type RecordData = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is RecordData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deeper than any schema nests: such a value is rejected before anything recurses into it. */
const MAX_DEPTH = 32;

/**
 * Value checks ajv cannot make but the database or the runtime would trip on: NUL in text,
 * non-finite numbers, integers beyond the safe range in bigint columns, absurd nesting. Iterative,
 * so a hostile million-level array cannot overflow the stack.
 */
function checkValues(
  root: unknown,
  rootPath: string,
  errors: ErrorMap,
  topLevelInteger = false,
): 'ok' | 'too-deep' {
  const stack: [unknown, string, number][] = [[root, rootPath, 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) addError(errors, path, 'invalid-format');
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) addError(errors, path, 'invalid-format');
      else if (
        topLevelInteger &&
        depth === 0 &&
        Number.isInteger(value) &&
        !Number.isSafeInteger(value)
      )
        addError(errors, path, value > 0 ? 'too-large' : 'too-small');
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_DEPTH) {
        addError(errors, rootPath, 'invalid-format');
        return 'too-deep';
      }
      if (Array.isArray(value))
        value.forEach((item, i) => stack.push([item, `${path}.${i}`, depth + 1]));
      else
        for (const [key, item] of Object.entries(value)) {
          if (key.includes('\u0000')) addError(errors, path, 'invalid-format');
          else stack.push([item, `${path}.${key}`, depth + 1]);
        }
    }
  }
  return 'ok';
}

export class RecordRules {
  readonly properties: Record<string, JsonSchema>;

  constructor(
    readonly def: ResourceDef,
    private readonly validate: ValidateFunction,
  ) {
    this.properties = def.schema.properties;
  }

  /** The schema of a top-level property; own keys only, so "constructor" in a body is just unknown. */
  prop(field: string): JsonSchema | undefined {
    return Object.hasOwn(this.properties, field) ? this.properties[field] : undefined;
  }

  isReadOnly(field: string) {
    return isSystemField(field) || this.prop(field)?.readOnly === true;
  }

  /** The body minus what the client may not write (system and readOnly fields; on update, createOnly ones and the parent). */
  writable(body: unknown, mode: 'create' | 'update'): RecordData {
    if (!isPlainObject(body)) throw badRequest({ body: 'invalid-format' });
    const changes: RecordData = {};
    for (const [field, value] of Object.entries(body)) {
      // The JSON parser already refuses __proto__; the store may be called with other objects.
      if (field === '__proto__') throw badRequest({ [field]: 'unknown-field' });
      if (this.isReadOnly(field)) continue;
      if (
        mode === 'update' &&
        (this.prop(field)?.['x-admin']?.createOnly || field === this.def.parent?.field)
      )
        continue;
      changes[field] = value;
    }
    return changes;
  }

  /** The schema's defaults under the given values. */
  withDefaults(changes: RecordData): RecordData {
    const record: RecordData = {};
    for (const [field, schema] of Object.entries(this.properties)) {
      // readOnly fields get their defaults too (a new delivery order starts as DRAFT): they are the server's values.
      if (!isSystemField(field) && schema.default !== undefined)
        record[field] = structuredClone(schema.default);
    }
    return Object.assign(record, changes);
  }

  /** Throws a field-keyed 400 unless the whole record is valid. */
  check(record: RecordData) {
    const valueErrors = errorMap();
    let tooDeep = false;
    for (const [field, value] of Object.entries(record)) {
      const schema = this.prop(field);
      if (
        checkValues(
          value,
          field,
          valueErrors,
          schema ? scalarKind(schema) === 'integer' : false,
        ) === 'too-deep'
      )
        tooDeep = true;
    }
    // Nothing else walks a value nested deeper than any schema.
    if (tooDeep) throw badRequest(valueErrors);
    const errors = errorMap();
    const messages: FieldMessages = Object.create(null);
    if (!this.validate(record)) {
      for (const [path, error] of Object.entries(
        ajvErrorsToFieldErrors(this.validate.errors, record),
      )) {
        // Required readOnly fields (a server-assigned number) are the server's to fill, not the client's.
        if (error.code === 'required' && this.isReadOnly(path)) continue;
        addError(errors, path, error.code);
        const own = schemaMessage(this.def, path, error);
        if (own) messages[path] = own;
      }
    }
    for (const [path, code] of Object.entries(valueErrors)) addError(errors, path, code);
    if (Object.keys(errors).length > 0) throw new ApiError(400, errors, undefined, messages);
  }

  /** A row as the API shows it: schema properties only; nulls kept only where the schema allows them. */
  toRecord(row: Record<string, unknown>): RecordData {
    const record: RecordData = {};
    for (const [field, schema] of Object.entries(this.properties)) {
      const value = row[field];
      if (value === null || value === undefined) {
        if (value === null && allowsNull(schema)) record[field] = null;
      } else record[field] = value;
    }
    return record;
  }
}
