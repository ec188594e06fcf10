// A custom route's declared body schema is what validates its body: compiled once per schema with
// the project's ajv factory (server/validation/createAjv.ts: the generator's dialect, formats and
// keywords), its errors mapped to codes by the one mapping the generic routes and the console use
// (src/domain/validation/errorCodes.ts via ajvErrorsToMap). The handler gets a body the schema
// accepted; what it still does is conversion (a trimmed text, a numeric string read as a number).
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../validation/createAjv.ts';
import { ajvErrorsToMap, badRequest } from '../errors.ts';

type Json = Record<string, unknown>;

const COMPONENT_REF = /^#\/components\/schemas\//;

/**
 * The schema as ajv compiles it: a `$ref` to an OpenAPI component (a resource's record, e.g. the
 * rows of a bulk create) accepts anything here, since that resource's store checks each record
 * with its own generated validator and keys the errors by row.
 */
function compilable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(compilable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as Json;
  if (typeof node.$ref === 'string' && COMPONENT_REF.test(node.$ref)) return {};
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compilable(value)]));
}

let ajv: ReturnType<typeof createAjv> | undefined;
/** Validators by schema text: a live registry reload rebuilds the route table, not these. */
const compiled = new Map<string, ValidateFunction>();

/** The validator of a declared body schema (strict mode: a bad schema fails when the table is built). */
export function bodyValidator(schema: unknown): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    ajv ??= createAjv();
    validate = ajv.compile(compilable(schema) as Json);
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * `body` if the schema accepts it, else 400 with the API's field-keyed codes. A JSON `null` sent as
 * the whole body is a body of the wrong shape (`body: invalid-format`, as the generic routes answer
 * it); only a body not sent at all is `required`, and the transport answers that before any route.
 */
export function checkBody<T = Json>(schema: unknown, body: unknown): T {
  const validate = bodyValidator(schema);
  if (validate(body)) return body as T;
  const errors = ajvErrorsToMap(validate.errors, body);
  if (body === null && errors.body === 'required') errors.body = 'invalid-format';
  throw badRequest(errors);
}
