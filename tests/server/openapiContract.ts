// Checks an operation of the served OpenAPI document against what the route really does: its
// request body schema must accept and refuse what the handler does, and every answer must match
// its documented response schema, with no field the document does not name. Components
// ('#/components/schemas/X') are generated from schemas/ and checked elsewhere: here they are
// trusted, and only the operation's own schemas are walked.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;
export interface ApiDoc {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
}

const COMPONENT = /^#\/components\/schemas\/(.+)$/;
/** What makes a schema say something (an empty schema documents nothing). */
const SPECIFIC = ['type', '$ref', 'enum', 'const', 'oneOf', 'anyOf', 'allOf'];

export class OperationContract {
  readonly operation: Json;
  private readonly ajv: InstanceType<typeof Ajv2020>;

  constructor(
    private readonly doc: ApiDoc,
    readonly method: string,
    readonly path: string,
  ) {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the document`);
    this.operation = operation;
    // strict: false, as OpenAPI schemas carry annotations ajv does not know; the meta-schema is
    // still checked, so a malformed keyword value fails to compile.
    this.ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'doc', components: doc.components });
  }

  /** Lint: a summary, a description on every response, no empty text, no empty schema, no dangling $ref. */
  lint(): string[] {
    const problems: string[] = [];
    if (!this.operation.summary?.trim()) problems.push('summary: empty');
    const schemas: [string, unknown][] = [];
    const body = this.operation.requestBody?.content?.['application/json']?.schema;
    if (body !== undefined) schemas.push(['requestBody', body]);
    for (const [status, response] of Object.entries<Json>(this.operation.responses ?? {})) {
      if (!response.description?.trim()) problems.push(`responses.${status}: no description`);
      for (const [type, content] of Object.entries<Json>(response.content ?? {}))
        schemas.push([`responses.${status}.${type}`, content.schema]);
    }
    for (const [at, schema] of schemas) this.lintSchema(schema, at, problems);
    return problems;
  }

  private lintSchema(schema: unknown, at: string, problems: string[]) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
      return void problems.push(`${at}: not a schema`);
    const node = schema as Json;
    if (!SPECIFIC.some((key) => key in node)) problems.push(`${at}: says nothing`);
    if (typeof node.$ref === 'string') {
      const name = COMPONENT.exec(node.$ref)?.[1];
      if (!name || !this.doc.components.schemas[name])
        problems.push(`${at}: $ref ${node.$ref} does not resolve`);
    }
    if ('description' in node && !String(node.description).trim())
      problems.push(`${at}: empty description`);
    for (const [key, child] of Object.entries<unknown>(node.properties ?? {}))
      this.lintSchema(child, `${at}.${key}`, problems);
    if (node.items !== undefined) this.lintSchema(node.items, `${at}[]`, problems);
  }

  /** Whether the documented request body schema accepts `body`. */
  acceptsBody(body: unknown): boolean {
    const schema = this.operation.requestBody?.content?.['application/json']?.schema;
    if (schema === undefined) throw new Error(`${this.method} ${this.path} documents no JSON body`);
    return this.validator(schema)(body) as boolean;
  }

  /** What is wrong with an answer: status not documented, schema errors, fields the document does not name. */
  responseProblems(status: number, body: unknown): string[] {
    const response = this.operation.responses?.[String(status)];
    if (!response) return [`status ${status} is not documented`];
    const schema = response.content?.['application/json']?.schema;
    if (schema === undefined) return [];
    const validate = this.validator(schema);
    const problems = validate(body)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
    undocumented(body, schema, '', problems);
    return problems;
  }

  private validator(schema: Json) {
    return this.ajv.compile(rebase(schema));
  }
}

/** Points component refs at the document added under $id 'doc'. */
function rebase(schema: unknown): any {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? `doc${value}` : rebase(value),
    ]),
  );
}

/** Fields of `value` that the operation's own schema does not name (components are not walked). */
function undocumented(value: unknown, schema: Json, at: string, problems: string[]) {
  if (schema.$ref !== undefined || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    if (schema.items)
      value.forEach((item, i) => undocumented(item, schema.items, `${at}/${i}`, problems));
    return;
  }
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return;
  for (const [key, child] of Object.entries(value)) {
    const documented = schema.properties?.[key];
    if (documented === undefined) problems.push(`${at}/${key} is not documented`);
    else undocumented(child, documented, `${at}/${key}`, problems);
  }
}
