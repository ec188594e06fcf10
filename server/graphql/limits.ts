// What one GraphQL document may ask of the server (docs/api.md, "GraphQL limits"), checked before
// mercurius parses, validates or executes it: its size in bytes, then its tokens (graphql-js stops
// lexing at the limit, so a huge document never becomes a huge AST), then, on the AST, its aliases,
// root fields, depth and cost. The cost estimates the work before any is done: each root field is a
// resolver call (ROW_COST), each row of a page the resolver reads ROW_COST whatever is selected (the
// page size is `pagination.show` from the arguments or variables, capped at the largest page the
// server serves), and each object of the answer 1, a list of objects counting as many objects as it
// may have items (a page's rows; LIST_ITEMS for a list a resolver answers unpaged; one for a
// record's nested array, read with its row). An introspection list counts as many items as the
// schema's own list has on average (types, a type's fields, a field's arguments): the standard
// introspection query that GraphiQL and code generators send costs about 6,000 with 216 types.
// Pure: the schema, the text and the variables in, a refusal (status and error map) or none out.
import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import type { ErrorMap } from '../errors.ts';
import { MAX_LIMIT } from '../../src/domain/list/limits.ts';
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isListType,
  Kind,
  parse,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
} from './graphqlLib.ts';

export const GRAPHQL_LIMITS = {
  /**
   * A request's body (the query and its variables; the server's BODY_LIMIT_BYTES when lower): a
   * larger one is refused from its Content-Length, unread. A record sent as a mutation's input has
   * this much room; REST takes a record up to the server's limit (1 MiB).
   */
  bodyBytes: 256 * 1024,
  /** UTF-8 bytes of the query text: the console's largest document is under 2 KiB. */
  queryBytes: 32 * 1024,
  /** Lexical tokens (names, punctuation, values; not comments): the console's largest has about 230. */
  tokens: 3_000,
  /** Nested selection sets; a type's `ofType` chain in an introspection query is not counted. */
  depth: 10,
  /** Aliased fields in the whole document. */
  aliases: 30,
  /**
   * Fields at the root of the operation: each runs its own database queries, as a REST call does (a
   * list counts, reads its page and expands its references). The console sends one per request.
   */
  rootFields: 10,
  /** The estimated work (see above): a page of 100 delivery orders with every field costs 3,111. */
  cost: 10_000,
} as const;

/** The page size of a paged field when the document names none (generate.ts listQuery, the alert centre). */
export const DEFAULT_PAGE_SIZE = 20;
/** Items counted for a list of objects a resolver of its own answers without paging (an alert's user logs). */
export const LIST_ITEMS = 10;
/** A row a resolver reads and expands, and a root field's call. */
export const ROW_COST = 10;
/** Nesting at which the walk stops looking (whatever the depth counting skips). */
const MAX_NESTING = 64;

export interface Refusal {
  status: number;
  errors: ErrorMap;
}

export interface DocumentMeasure {
  aliases: number;
  rootFields: number;
  depth: number;
  cost: number;
}

const tooLong: Refusal = { status: 413, errors: { query: 'too-long' } };

/**
 * The document as graphql-js parses it, or a refusal: too many bytes or tokens, or JSON (mercurius
 * would take a query that is not GraphQL text for a JSON syntax tree, and run it unmeasured). Any
 * other syntax error is left to mercurius, which says where it is.
 */
export function parseWithinLimits(query: string): DocumentNode | Refusal | undefined {
  // Four bytes per character at most: a short text needs no counting.
  if (
    query.length * 4 > GRAPHQL_LIMITS.queryBytes &&
    Buffer.byteLength(query, 'utf8') > GRAPHQL_LIMITS.queryBytes
  )
    return tooLong;
  try {
    return parse(query, { maxTokens: GRAPHQL_LIMITS.tokens, noLocation: true });
  } catch (error) {
    if (error instanceof Error && /contains more th\w+ \d+ tokens/.test(error.message))
      return tooLong;
  }
  try {
    JSON.parse(query);
  } catch {
    return undefined;
  }
  return { status: 400, errors: { query: 'invalid-format' } };
}

/** The refusal of a document over a limit, or undefined. `variables` size the pages (`$pagination`). */
export function checkDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): Refusal | undefined {
  const measure = measureDocument(schema, document, variables, operationName);
  if (measure.aliases > GRAPHQL_LIMITS.aliases)
    return { status: 400, errors: { 'query.aliases': 'too-large' } };
  if (measure.rootFields > GRAPHQL_LIMITS.rootFields)
    return { status: 400, errors: { 'query.rootFields': 'too-large' } };
  if (measure.depth > GRAPHQL_LIMITS.depth)
    return { status: 400, errors: { 'query.depth': 'too-large' } };
  if (measure.cost > GRAPHQL_LIMITS.cost)
    return { status: 400, errors: { 'query.cost': 'too-large' } };
  return undefined;
}

interface Measure {
  depth: number;
  cost: number;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** A fragment's measure by name and the page size it is spread under. */
  memo: Map<string, Measure>;
  /** Fragments being measured (a cycle, which validation refuses, counts nothing here). */
  open: Set<string>;
}

export function measureDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): DocumentMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  let aliases = 0;
  const countAliases = (set: SelectionSetNode | undefined, nesting: number) => {
    if (!set || nesting > MAX_NESTING) return;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD && selection.alias) aliases++;
      if (selection.kind !== Kind.FRAGMENT_SPREAD)
        countAliases(selection.selectionSet, nesting + 1);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    if (
      definition.kind === Kind.FRAGMENT_DEFINITION ||
      definition.kind === Kind.OPERATION_DEFINITION
    )
      countAliases(definition.selectionSet, 0);
  }
  // The operation that runs; all of them when the name matches none (mercurius then refuses it).
  const named = operations.filter((op) => operationName && op.name?.value === operationName);
  const running = named.length > 0 ? named : operations;
  const result: DocumentMeasure = { aliases, rootFields: 0, depth: 0, cost: 0 };
  for (const operation of running) {
    const root =
      operation.operation === 'query'
        ? schema.getQueryType()
        : operation.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    const coerced = getVariableValues(
      schema,
      operation.variableDefinitions ?? [],
      variables ?? {},
      { maxErrors: 1 },
    );
    const walk: Walk = {
      schema,
      fragments,
      variables: coerced.coerced ?? {},
      memo: new Map(),
      open: new Set(),
    };
    const measure = measureSet(operation.selectionSet, root ?? undefined, undefined, 0, walk);
    result.rootFields = Math.max(
      result.rootFields,
      rootKeys(operation.selectionSet, fragments, new Set()).size,
    );
    result.depth = Math.max(result.depth, measure.depth);
    result.cost = Math.max(result.cost, Math.ceil(measure.cost));
  }
  return result;
}

/** The response keys at the root of an operation (fragments spread in). */
function rootKeys(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
  keys = new Set<string>(),
): Set<string> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename')
        keys.add((selection.alias ?? selection.name).value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootKeys(selection.selectionSet, fragments, seen, keys);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) rootKeys(fragment.selectionSet, fragments, seen, keys);
    }
  }
  return keys;
}

/** `page`: the size of a page whose list lies below (the `data` of a paged field). */
function measureSet(
  set: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  page: number | undefined,
  nesting: number,
  walk: Walk,
  introspection = false,
): Measure {
  const total: Measure = { depth: 0, cost: 0 };
  if (nesting > MAX_NESTING) return { depth: Number.POSITIVE_INFINITY, cost: 0 };
  for (const selection of set.selections) {
    let measure: Measure;
    if (selection.kind === Kind.FIELD) {
      measure = measureField(selection, parent, page, nesting, walk, introspection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : parent;
      measure = measureSet(
        selection.selectionSet,
        type ?? undefined,
        page,
        nesting + 1,
        walk,
        introspection,
      );
    } else {
      measure = measureFragment(selection.name.value, page, nesting, walk, introspection);
    }
    total.depth = Math.max(total.depth, measure.depth);
    total.cost += measure.cost;
  }
  return total;
}

function measureFragment(
  name: string,
  page: number | undefined,
  nesting: number,
  walk: Walk,
  introspection: boolean,
): Measure {
  const key = `${name}\u0000${page ?? ''}\u0000${introspection}`;
  const known = walk.memo.get(key);
  if (known) return known;
  const fragment = walk.fragments.get(name);
  if (!fragment || walk.open.has(name)) return { depth: 0, cost: 0 };
  walk.open.add(name);
  const type = walk.schema.getType(fragment.typeCondition.name.value) ?? undefined;
  const measure = measureSet(fragment.selectionSet, type, page, nesting + 1, walk, introspection);
  walk.open.delete(name);
  walk.memo.set(key, measure);
  return measure;
}

function fieldOf(
  parent: GraphQLNamedType | undefined,
  name: string,
  schema: GraphQLSchema,
): GraphQLField<unknown, unknown> | undefined {
  if (parent && parent === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return parent && 'getFields' in parent && !isInputObjectType(parent)
    ? parent.getFields()[name]
    : undefined;
}

const isRoot = (type: GraphQLNamedType | undefined, schema: GraphQLSchema) =>
  !!type && (type === schema.getQueryType() || type === schema.getMutationType());

function measureField(
  node: FieldNode,
  parent: GraphQLNamedType | undefined,
  page: number | undefined,
  nesting: number,
  walk: Walk,
  introspection: boolean,
): Measure {
  const name = node.name.value;
  if (name === '__typename') return { depth: 1, cost: 0 };
  const field = fieldOf(parent, name, walk.schema);
  const inIntrospection =
    introspection || name === SchemaMetaFieldDef.name || name === TypeMetaFieldDef.name;
  // A root field is a resolver call, which reads the database (introspection reads the schema).
  const call = isRoot(parent, walk.schema) && !inIntrospection ? ROW_COST : 0;
  if (!node.selectionSet) return { depth: 1, cost: call };
  // A type's wrappers (`[Int!]!`): a chain of single objects a few links long, however deep the query nests it.
  // Neither its depth nor its objects count (what is selected inside a wrapper does).
  const counted = !(parent?.name === '__Type' && name === 'ofType');
  // A field the schema lacks: validation refuses it; its nesting still counts.
  const own = field ? pageSizeOf(field, node, walk.variables) : undefined;
  const pending = own ?? page;
  const list = field ? isListType(getNullableType(field.type)) : false;
  let items = 1;
  if (list && pending !== undefined) items = pending;
  else if (list && inIntrospection)
    items = introspectionItems(walk.schema, `${parent?.name}.${name}`);
  else if (list && field?.resolve) items = LIST_ITEMS;
  const children = measureSet(
    node.selectionSet,
    field ? getNamedType(field.type) : undefined,
    list ? undefined : pending,
    nesting + 1,
    walk,
    inIntrospection,
  );
  // A wrapper in a type's `ofType` chain comes with the type reference (the chain is a few links long).
  const object = counted ? 1 : 0;
  // A paged field reads (and expands) its page's rows whatever the selection.
  const rows = own !== undefined ? own * ROW_COST : 0;
  return {
    depth: children.depth + (counted ? 1 : 0),
    cost: call + rows + items * (object + children.cost),
  };
}

/** The average length of each introspection list over the schema (the types, a type's fields, a field's arguments, …), once per schema. */
const introspectionSizes = new WeakMap<GraphQLSchema, Record<string, number>>();
function introspectionItems(schema: GraphQLSchema, list: string): number {
  let sizes = introspectionSizes.get(schema);
  if (!sizes) {
    // Averaged over every type (a scalar has no fields) and every field: what a list of them holds on average.
    const types = Object.values(schema.getTypeMap());
    const perType = (count: (type: GraphQLNamedType) => number) =>
      types.reduce((sum, type) => sum + count(type), 0) / types.length;
    const fieldsOf = (type: GraphQLNamedType) =>
      'getFields' in type ? Object.values(type.getFields()) : [];
    const outputFields = types.flatMap((type) =>
      isInputObjectType(type) ? [] : fieldsOf(type),
    ) as GraphQLField<unknown, unknown>[];
    const directives = schema.getDirectives();
    sizes = {
      '__Schema.types': types.length,
      '__Schema.directives': directives.length,
      '__Type.fields': perType((type) => (isInputObjectType(type) ? 0 : fieldsOf(type).length)),
      '__Type.inputFields': perType((type) =>
        isInputObjectType(type) ? fieldsOf(type).length : 0,
      ),
      '__Type.enumValues': perType((type) => ('getValues' in type ? type.getValues().length : 0)),
      '__Type.interfaces': perType((type) =>
        'getInterfaces' in type ? type.getInterfaces().length : 0,
      ),
      '__Field.args':
        outputFields.reduce((sum, field) => sum + field.args.length, 0) /
        Math.max(1, outputFields.length),
      '__Directive.args':
        directives.reduce((sum, directive) => sum + directive.args.length, 0) /
        Math.max(1, directives.length),
    };
    introspectionSizes.set(schema, sizes);
  }
  // possibleTypes (no abstract types here), a directive's locations (strings).
  return sizes[list] ?? LIST_ITEMS;
}

/** Where a field takes its page: `pagination`, or `<argument>.pagination` (the alert centre's filter). */
const pagePaths = new WeakMap<object, string[] | null>();
function pagePath(field: GraphQLField<unknown, unknown>): string[] | undefined {
  let path = pagePaths.get(field);
  if (path === undefined) {
    path = null;
    for (const arg of field.args) {
      if (arg.name === 'pagination') path = ['pagination'];
      else {
        const type = getNamedType(arg.type);
        if (isInputObjectType(type) && type.getFields().pagination) path = [arg.name, 'pagination'];
      }
      if (path) break;
    }
    pagePaths.set(field, path);
  }
  return path ?? undefined;
}

/** The page size a paged field is asked for (its default when none), at most the largest page served; undefined for other fields. */
function pageSizeOf(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): number | undefined {
  const path = pagePath(field);
  if (!path) return undefined;
  let value: unknown;
  try {
    value = getArgumentValues(field, node, variables);
  } catch {
    // An argument validation will refuse: the default page.
    value = undefined;
  }
  for (const key of path)
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  const show = value && typeof value === 'object' ? (value as { show?: unknown }).show : undefined;
  const size = typeof show === 'number' && Number.isFinite(show) ? show : DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(size)), MAX_LIMIT);
}
