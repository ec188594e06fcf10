// The GraphQL schema generated from a registry (docs/alerts.md §1): a type per resource, queries and
// mutations for the operations its schema lists, each behind the same scopes, validators, version
// check and list machinery as its REST routes (the stores and contractList), answering the result
// envelope. No code per resource: a schema added to the registry gets its type on the next build.
import { readableBy } from '../../src/domain/access/readableFields.ts';
import { isSystemField } from '../../src/domain/schema/schemaPath.ts';
import type { Action, JsonSchema, ResourceDef } from '../../src/generated/registry.ts';
import { moduleOf } from '../resources/index.ts';
import { contractList } from '../routes/contractList.ts';
import { notFound } from '../errors.ts';
import { numberLiteral, type FilterClause } from '../../src/domain/list/filterGrammar.ts';
import { enveloped, forbidden, pageEnveloped } from './envelope.ts';
import {
  camelCase,
  fromGraphql,
  graphqlNames,
  isGraphqlName,
  pascalCase,
  shapeOf,
  toGraphql,
  type Shape,
} from '../../src/domain/graphql/names.ts';
import type { GraphqlContext, GraphqlResolver } from './types.ts';

/** The envelope's fields, shared by every result and page type. */
export const ENVELOPE_FIELDS =
  'isSuccessful: Boolean!\n  errorCode: String\n  errorName: String\n  message: String\n  status: Int!\n  errors: JSON';

/** The REST list's parameter names → the GraphQL arguments they come from, for the error map. */
export const LIST_ARGUMENT_NAMES: Record<string, string> = {
  filters: 'filter',
  sorts: 'orderBy',
  limit: 'pagination.show',
  page: 'pagination.page',
  search: 'search',
};

/** A list field's arguments as the REST list's query (contractList), paging defaults included. */
export const listQuery = (args: {
  filter?: string[] | null;
  search?: string | null;
  orderBy?: string | null;
  pagination?: { page?: number; show?: number } | null;
}): Record<string, unknown> => ({
  filters: args.filter ?? undefined,
  search: args.search ?? undefined,
  sorts: args.orderBy ?? undefined,
  limit: String(args.pagination?.show ?? 20),
  page: String(args.pagination?.page ?? 1),
});

/** `geofences` → `Geofence`: the element type of an array property. */
function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(name)) return name.slice(0, -2);
  if (/[^s]s$/.test(name)) return name.slice(0, -1);
  return name;
}

type Mode = 'output' | 'input' | 'patch';

/** Whether a property's value may be null (its type or enum names null). */
const acceptsNull = (schema: JsonSchema | undefined) =>
  (Array.isArray(schema?.type) ? schema.type.includes('null') : schema?.type === 'null') ||
  (schema?.enum ?? []).includes(null);

/**
 * SDL of the object, input and enum types of one registry, gathered while walking the schemas.
 * Output types keep what the schemas say: a required property that cannot be null is non-null
 * (`String!`), a list of non-null items `[T!]`, a string enum a GraphQL enum, date-time and date
 * strings the DateTime and Date scalars. Inputs keep enums and scalars but leave every field
 * nullable: the store's validators answer a missing field in the envelope, field-keyed, as REST does.
 */
class TypeWriter {
  readonly definitions = new Map<string, string>();

  /** The GraphQL type of a property (src/domain/graphql/names.ts shapeOf); nested objects get their own type named `<owner><Property>`. */
  typeOf(schema: JsonSchema | undefined, owner: string, property: string, mode: Mode): string {
    return this.typeOfShape(shapeOf(schema), schema, owner, property, mode);
  }

  private typeOfShape(
    shape: Shape,
    schema: JsonSchema | undefined,
    owner: string,
    property: string,
    mode: Mode,
  ): string {
    switch (shape.kind) {
      case 'scalar':
        return shape.name;
      case 'json':
        return 'JSON';
      case 'enum':
        return this.enumType(`${owner}${pascalCase(property)}`, shape.values);
      case 'list': {
        const items = schema?.items;
        const item = this.typeOfShape(shape.of, items, owner, singular(property), mode);
        const nonNull =
          mode === 'output' &&
          items !== undefined &&
          shape.of.kind !== 'json' &&
          !acceptsNull(items);
        return `[${item}${nonNull ? '!' : ''}]`;
      }
      case 'object': {
        const name = `${owner}${pascalCase(property)}${mode === 'output' ? '' : 'Input'}`;
        return this.object(
          name,
          shape.properties,
          mode === 'patch' ? 'input' : mode,
          false,
          shape.required,
        )
          ? name
          : 'JSON';
      }
    }
  }

  /** One enum type per property, shared by the output and input types that name it. */
  private enumType(name: string, values: string[]): string {
    const sdl = `enum ${name} {\n${values.map((v) => `  ${v}`).join('\n')}\n}`;
    const existing = this.definitions.get(name);
    if (existing !== undefined && existing !== sdl)
      throw new Error(`GraphQL: enum ${name} would have two sets of values`);
    this.definitions.set(name, sdl);
    return name;
  }

  /**
   * Writes an object (output) or input type; false when an input would have no field (then JSON
   * stands in). `top`: the resource's own type (id and version non-null; inputs skip system fields).
   * `required`: the schema's required properties; `optional`: properties that may be left out of a
   * record whatever the schema says (read scopes).
   */
  object(
    name: string,
    properties: Record<string, JsonSchema>,
    mode: Mode,
    top: boolean,
    required: readonly string[] = [],
    optional: readonly string[] = [],
  ): boolean {
    if (this.definitions.has(name)) return true;
    this.definitions.set(name, '');
    const owner = mode === 'output' ? name : name.replace(/(Input|Patch)$/, '');
    const fields: string[] = [];
    const seen = new Map<string, string>();
    for (const [property, schema] of Object.entries(properties)) {
      if (mode !== 'output' && (schema.readOnly || (top && isSystemField(property)))) continue;
      if (mode === 'patch' && schema['x-admin']?.createOnly) continue;
      const field = camelCase(property);
      if (!isGraphqlName(field)) continue;
      const clash = seen.get(field);
      if (clash)
        throw new Error(`GraphQL: ${name}.${field} would name both ${clash} and ${property}`);
      seen.set(field, property);
      const type = this.typeOf(schema, owner, property, mode);
      const nonNull =
        mode === 'output' &&
        ((top && (property === 'id' || property === 'version')) ||
          (required.includes(property) && !optional.includes(property) && !acceptsNull(schema)));
      fields.push(`  ${field}: ${type}${nonNull ? '!' : ''}`);
    }
    if (fields.length === 0) {
      this.definitions.delete(name);
      return false;
    }
    this.definitions.set(
      name,
      `${mode === 'output' ? 'type' : 'input'} ${name} {\n${fields.join('\n')}\n}`,
    );
    return true;
  }
}

/** The generated root fields of one resource: their SDL and resolvers. */
export interface GeneratedOperation {
  resource: string;
  root: 'Query' | 'Mutation';
  field: string;
  action: Action;
  sdl: string;
  resolve: GraphqlResolver;
}

interface GeneratedSchema {
  /** Type definitions (objects, inputs, results, pages), without the root types. */
  types: string[];
  operations: GeneratedOperation[];
}

const logTo = (context: GraphqlContext) => (error: unknown) =>
  context.request.log.error({ err: error }, 'graphql resolver failed');

export function generateSchema(resources: Record<string, ResourceDef>): GeneratedSchema {
  const writer = new TypeWriter();
  const types: string[] = [];
  const operations: GeneratedOperation[] = [];
  for (const def of Object.values(resources)) {
    const properties = def.schema.properties;
    const names = graphqlNames(def.name);
    const { type } = names;
    // Fields behind a read scope are left out for some callers: nullable whatever the schema requires.
    writer.object(
      type,
      properties,
      'output',
      true,
      def.schema.required ?? [],
      Object.keys(def.readScopes ?? {}),
    );
    types.push(
      `type ${type}Result {\n  ${ENVELOPE_FIELDS}\n  data: ${type}\n}`,
      `type ${type}Page {\n  ${ENVELOPE_FIELDS}\n  data: [${type}!]!\n  total: Int!\n}`,
    );
    const ops = new Set(def.operations);
    const record = (context: GraphqlContext, stored: Record<string, unknown>) =>
      toGraphql(readableBy(def, context.account.scopes)(stored), properties);
    const store = (context: GraphqlContext) => context.server.store(def.name);
    // The module's row scope (a tenant's own rows), as on REST: a condition on lists, 404 on any other row.
    const module = moduleOf(def.name);
    const rowScope = (context: GraphqlContext) => module.rowScope?.(context.account);
    const scopeClauses = (context: GraphqlContext): FilterClause[] => {
      const scope = rowScope(context);
      return scope ? [{ field: scope.field, op: 'eq', values: [numberLiteral(scope.value)] }] : [];
    };
    const assertVisible = async (context: GraphqlContext, id: number) => {
      const scope = rowScope(context);
      if (
        scope &&
        (await store(context).getRaw(context.server.db, id))[scope.field] !== scope.value
      )
        throw notFound();
    };
    const add = (
      root: GeneratedOperation['root'],
      field: string,
      action: Action,
      sdl: string,
      resolve: GraphqlResolver,
    ) =>
      operations.push({ resource: def.name, root, field, action, sdl: `${field}${sdl}`, resolve });
    /** A root field on one row by id (read, update, delete): the action's scopes, the row scope, then the store call. */
    const onRow =
      (
        action: Action,
        run: (context: GraphqlContext, args: any) => Promise<Record<string, unknown>>,
      ): GraphqlResolver =>
      async (_parent, args, context: GraphqlContext) =>
        forbidden(context, def.scopes[action]) ??
        enveloped(
          async () => {
            await assertVisible(context, args.id);
            return record(context, await run(context, args));
          },
          { log: logTo(context) },
        );

    if (ops.has('list')) {
      add(
        'Query',
        names.list,
        'read',
        `(filter: [String!], search: String, pagination: Pagination, orderBy: String): ${type}Page!`,
        async (_parent, args, context: GraphqlContext) =>
          pageEnveloped(
            forbidden(context, def.scopes.read),
            async () => {
              const query = listQuery(args);
              const s = store(context);
              const list = await contractList(
                context.server.db,
                s.source,
                query,
                s.parentCondition(undefined),
                [...(module.listClauses?.(query) ?? []), ...scopeClauses(context)],
                {
                  aliases: module.filterAliases,
                  expand: (db, records) => s.expand(db, records, true),
                },
              );
              return {
                rows: list.data.paginated_result.map((r) => record(context, r)),
                total: list.metadata.total_count,
              };
            },
            { rename: LIST_ARGUMENT_NAMES, log: logTo(context) },
          ),
      );
    }
    if (ops.has('read')) {
      add(
        'Query',
        names.single,
        'read',
        `(id: Int!): ${type}Result!`,
        onRow('read', (context, args) => store(context).get(context.server.db, args.id)),
      );
    }
    const hasInput = writer.object(`${type}Input`, properties, 'input', true);
    const hasPatch = writer.object(`${type}Patch`, properties, 'patch', true);
    if (ops.has('create')) {
      add(
        'Mutation',
        names.create,
        'create',
        `(input: ${hasInput ? `${type}Input` : 'JSON'}!): ${type}Result!`,
        async (_parent, args, context: GraphqlContext) => {
          return (
            forbidden(context, def.scopes.create) ??
            enveloped(
              async () =>
                record(
                  context,
                  await store(context).create(
                    context.server.db,
                    fromGraphql(args.input, properties),
                    { account: context.account },
                  ),
                ),
              {
                status: 201,
                log: logTo(context),
              },
            )
          );
        },
      );
    }
    if (ops.has('update')) {
      add(
        'Mutation',
        names.update,
        'update',
        `(id: Int!, version: Int!, input: ${hasPatch ? `${type}Patch` : 'JSON'}!): ${type}Result!`,
        onRow('update', (context, args) => {
          const body = { ...fromGraphql(args.input, properties), version: args.version };
          return store(context).update(context.server.db, args.id, body, {
            account: context.account,
          });
        }),
      );
    }
    if (ops.has('delete')) {
      add(
        'Mutation',
        names.remove,
        'delete',
        `(id: Int!): ${type}Result!`,
        onRow('delete', (context, args) =>
          store(context).remove(context.server.db, args.id, { account: context.account }),
        ),
      );
    }
  }
  return { types: [...writer.definitions.values(), ...types], operations };
}
