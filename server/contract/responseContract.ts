// The response contract: every JSON answer the server gives is checked against the OpenAPI document
// it serves (server/openapi.ts). Off in production; the server test suite turns it on
// (ARMADA_CONTRACT_CHECK=1, vitest.config.ts) and fails a test file that saw a mismatch
// (tests/server/contractSetup.ts). Validators are compiled once per document and operation status.
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../validation/createAjv.ts';

type Json = Record<string, any>;

export const CONTRACT_CHECK_ENV = 'ARMADA_CONTRACT_CHECK';

/** One answer that does not match the document. */
export interface ContractMismatch {
  method: string;
  url: string;
  status: number;
  problems: string[];
}

/** Paths that are not API answers: the document itself and its UI. */
const SKIPPED_PREFIXES = ['/api/docs', '/graphiql'];

interface Compiled {
  router: ReturnType<typeof FindMyWay>;
  validators: Map<string, ValidateFunction>;
  bySchema: Map<string, ValidateFunction>;
  ajv: ReturnType<typeof createAjv>;
  doc: Json;
}

/** The path template of the document that serves a URL, with find-my-way (Fastify's router). */
function routerOf(doc: Json) {
  const router = FindMyWay({
    caseSensitive: true,
    ignoreTrailingSlash: false,
    maxParamLength: 500,
  });
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    const url = path.replace(/\{([A-Za-z_]+)\}/g, ':$1');
    for (const method of Object.keys(item)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      router.on(upper as HTTPMethod, url, () => undefined, { path, method });
    }
  }
  return router;
}

const COMPONENT_REF = '#/components/schemas/';
/** The ajv id of a component schema. */
const COMPONENT_ID = 'openapi:component:';

/** Points `#/components/schemas/X` at the component added to ajv under its own id. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF)
        ? `${COMPONENT_ID}${value.slice(COMPONENT_REF.length)}`
        : rebase(value),
    ]),
  );
}

/**
 * Checks answers against one OpenAPI document at a time (the registry in force: a live reload
 * brings a new document, and its validators are compiled anew).
 */
export class ResponseContract {
  private compiled: WeakMap<object, Compiled> = new WeakMap();

  private of(doc: Json): Compiled {
    let entry = this.compiled.get(doc);
    if (!entry) {
      // The project's ajv (formats, 2020-12), lax about OpenAPI's annotations (example, x-scopes);
      // each component a schema of its own, compiled once when an answer first needs it (not checked
      // against the meta-schema here: the generator and the document tests do that).
      const ajv = createAjv({
        strict: false,
        allErrors: false,
        validateSchema: false,
        // A component is compiled once and called by reference, not inlined into every operation's
        // schema that names it: compiling the answers of the delivery-order, customer and
        // fleet-task routes took 17.8 s inlined, 3.3 s so (2 busy cores).
        inlineRefs: false,
      });
      for (const [name, schema] of Object.entries<Json>(doc.components?.schemas ?? {}))
        ajv.addSchema({ ...(rebase(schema) as Json), $id: `${COMPONENT_ID}${name}` });
      entry = { router: routerOf(doc), validators: new Map(), bySchema: new Map(), ajv, doc };
      this.compiled.set(doc, entry);
    }
    return entry;
  }

  /**
   * What is wrong with one answer, or [] when it matches. `contentType` and `body` as sent; only
   * JSON bodies are validated (a PDF or a photo is checked for its documented status only).
   */
  check(
    doc: Json,
    answer: { method: string; url: string; status: number; contentType?: string; body: unknown },
  ): string[] {
    const pathname = answer.url.split('?')[0];
    if (SKIPPED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return [];
    const method = answer.method === 'HEAD' ? 'GET' : answer.method;
    if (method === 'OPTIONS') return [];
    const compiled = this.of(doc);
    const found = compiled.router.find(method as HTTPMethod, pathname);
    const isJson = /^application\/(.+\+)?json\b/.test(answer.contentType ?? '');
    if (!found) {
      // Not an API path: the console's files and client-side routes (HTML, scripts) are not API.
      if (!isJson) return [];
      // A path or method the document does not have: only a refusal in the error shape is right.
      if (answer.status >= 400 && answer.status < 500)
        return this.validate(compiled, `${COMPONENT_REF}Errors`, answer.body);
      return [`${method} ${pathname} is not in the document (status ${answer.status})`];
    }
    const { path, method: key } = found.store as { path: string; method: string };
    const operation = compiled.doc.paths[path][key] as Json;
    const response = operation.responses?.[String(answer.status)] as Json | undefined;
    if (!response) return [`${method} ${path}: status ${answer.status} is not documented`];
    if (answer.status === 101 || answer.status === 204 || answer.status === 304) return [];
    if (!isJson) {
      const types = Object.keys(response.content ?? {});
      const sent = (answer.contentType ?? '').split(';')[0].trim();
      if (types.length === 0 || types.some((t) => mediaMatches(t, sent))) return [];
      return [`${method} ${path} ${answer.status}: content type ${sent} is not documented`];
    }
    const schemaKey = Object.keys(response.content ?? {}).find((t) => /json/.test(t));
    if (!schemaKey)
      return [`${method} ${path} ${answer.status}: a JSON body, but the document declares none`];
    return this.validate(
      compiled,
      `${path} ${key} ${answer.status}`,
      answer.body,
      () => response.content[schemaKey].schema,
    );
  }

  private validate(
    compiled: Compiled,
    key: string,
    body: unknown,
    schemaOf: () => unknown = () => ({ $ref: key }),
  ): string[] {
    let validate = compiled.validators.get(key);
    if (validate === undefined) {
      // Operations share response schemas (every error answer, a record in both dialects): one
      // validator per schema text.
      const schema = rebase(schemaOf()) as Json;
      const text = JSON.stringify(schema);
      validate = compiled.bySchema.get(text);
      if (!validate) {
        validate = compiled.ajv.compile(schema);
        compiled.bySchema.set(text, validate);
      }
      compiled.validators.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (e) =>
          `${key}: ${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
      );
  }
}

const mediaMatches = (declared: string, sent: string) =>
  declared === sent ||
  declared === '*/*' ||
  (declared.endsWith('/*') && sent.startsWith(declared.slice(0, -1)));

/** Mismatches seen in this process since the last take (the test setup reads them per file). */
const seen: ContractMismatch[] = [];
/** How many answers were checked, and the time the checks took (validators compiled included). */
const stats = { answers: 0, ms: 0 };

export function countCheck(ms: number): void {
  stats.answers += 1;
  stats.ms += ms;
}

/** The answers checked and the milliseconds spent since the last call, then zeroed. */
export function takeContractStats(): { answers: number; ms: number } {
  const taken = { ...stats };
  stats.answers = 0;
  stats.ms = 0;
  return taken;
}

export function recordMismatch(mismatch: ContractMismatch): void {
  seen.push(mismatch);
}

export function takeContractMismatches(): ContractMismatch[] {
  return seen.splice(0, seen.length);
}
