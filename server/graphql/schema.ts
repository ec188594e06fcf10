// The executable schema of a registry: the generated types and root fields (generate.ts) plus the
// hand-written modules (modules.ts). A module's root field replaces the generated one of the same
// name; a module may `extend type` a generated type. register.ts builds it once per registry object
// (a live reload swaps the object, so the first request after it gets the new schema).
import {
  buildSchema,
  GraphQLObjectType,
  Kind,
  parse,
  valueFromASTUntyped,
  type GraphQLScalarType,
  type GraphQLSchema,
} from './graphqlLib.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { generateSchema, type GeneratedOperation } from './generate.ts';
import { withinBudget } from './budget.ts';
import type { GraphqlModule, GraphqlResolver } from './types.ts';

const BASE_TYPES = `scalar JSON

"An instant, an RFC 3339 / ISO 8601 date-time string (JSON Schema format date-time), e.g. 2026-03-01T08:00:00.000Z."
scalar DateTime @specifiedBy(url: "https://scalars.graphql.org/andimarek/date-time")

"A calendar day, YYYY-MM-DD (JSON Schema format date)."
scalar Date

"Page numbers start at 1; show is the page size (at most the REST list's limit)."
input Pagination {
  page: Int = 1
  show: Int = 20
}`;

/** The root fields (Query and Mutation) a module declares, by root type. */
function moduleRootFields(module: GraphqlModule): { Query: Set<string>; Mutation: Set<string> } {
  const found = { Query: new Set<string>(), Mutation: new Set<string>() };
  for (const definition of parse(module.typeDefs).definitions) {
    if (
      definition.kind !== Kind.OBJECT_TYPE_EXTENSION &&
      definition.kind !== Kind.OBJECT_TYPE_DEFINITION
    )
      continue;
    const root = definition.name.value;
    if (root !== 'Query' && root !== 'Mutation') continue;
    for (const field of definition.fields ?? []) found[root].add(field.name.value);
  }
  return found;
}

export interface BuiltSchema {
  schema: GraphQLSchema;
  /** The generated operations in force (those no module replaced): the permission tests walk them. */
  operations: GeneratedOperation[];
  sdl: string;
}

export function buildGraphqlSchema(
  resources: Record<string, ResourceDef>,
  allModules: readonly GraphqlModule[],
  hash?: string,
): BuiltSchema {
  const modules = allModules.filter((m) =>
    (m.resources ?? []).every((name) => Object.hasOwn(resources, name)),
  );
  const generated = generateSchema(resources);
  const replaced = { Query: new Set<string>(), Mutation: new Set<string>() };
  for (const module of modules) {
    const roots = moduleRootFields(module);
    for (const field of roots.Query) replaced.Query.add(field);
    for (const field of roots.Mutation) replaced.Mutation.add(field);
  }
  const operations = generated.operations.filter((op) => !replaced[op.root].has(op.field));
  const rootSdl = (root: 'Query' | 'Mutation', extra: string[]) => {
    const fields = [...extra, ...operations.filter((op) => op.root === root).map((op) => op.sdl)];
    return fields.length > 0
      ? `type ${root} {\n${fields.map((f) => `  ${f}`).join('\n')}\n}`
      : `type ${root}`;
  };
  const sdl = [
    BASE_TYPES,
    ...generated.types,
    rootSdl('Query', ['"The registry in force (its generator hash)."\n  registryHash: String']),
    ...(operations.some((op) => op.root === 'Mutation') || replaced.Mutation.size > 0
      ? [rootSdl('Mutation', [])]
      : []),
    ...modules.map((m) => m.typeDefs),
  ].join('\n\n');
  const built = buildSchema(sdl);

  const resolvers: Record<string, Record<string, GraphqlResolver>> = {
    Query: { registryHash: () => hash ?? null },
    Mutation: {},
  };
  for (const op of operations) resolvers[op.root][op.field] = op.resolve;
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module.resolvers))
      Object.assign((resolvers[type] ??= {}), fields);
  }
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = built.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) {
      if (Object.keys(fields).length === 0) continue;
      throw new Error(`GraphQL: resolvers for ${typeName}, which is not an object type`);
    }
    const defined = type.getFields();
    for (const [field, resolve] of Object.entries(fields)) {
      if (!defined[field])
        throw new Error(`GraphQL: a resolver for ${typeName}.${field}, which the SDL lacks`);
      // Held to the query's time budget (budget.ts).
      defined[field].resolve = withinBudget(resolve) as never;
    }
  }
  // JSON: any value, as is (free-form objects, error maps).
  const json = built.getType('JSON') as GraphQLScalarType;
  json.serialize = json.parseValue = (value) => value;
  json.parseLiteral = (ast, variables) => valueFromASTUntyped(ast, variables);
  // DateTime and Date: ISO strings both ways. A string that is not a valid date is the validators'
  // to refuse (field-keyed invalid-format in the envelope, as REST answers); other types are not strings.
  for (const name of ['DateTime', 'Date']) {
    const scalar = built.getType(name) as GraphQLScalarType;
    scalar.serialize = (value) => {
      if (typeof value === 'string') return value;
      if (value instanceof Date)
        return name === 'Date' ? value.toISOString().slice(0, 10) : value.toISOString();
      throw new TypeError(`${name} cannot represent ${JSON.stringify(value)}`);
    };
    scalar.parseValue = (value) => {
      if (typeof value === 'string') return value;
      throw new TypeError(`${name} must be a string, ${JSON.stringify(value)} is not`);
    };
    scalar.parseLiteral = (ast) => {
      if (ast.kind === Kind.STRING) return ast.value;
      throw new TypeError(`${name} must be a string literal`);
    };
  }
  return { schema: built, operations, sdl };
}
