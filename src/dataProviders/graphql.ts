// The GraphQL data provider (docs/alerts.md §1): react-admin's methods for resources whose schema
// binds them to the API's GraphQL endpoint (x-admin.dataProvider {type: 'graphql'}), on the one
// Apollo client (apolloClient.ts). The operations, their names and selection sets follow from the
// registry exactly as the server generates them (src/domain/graphql/names.ts); records stay in the
// schema's snake_case for the views. A refusal envelope becomes the same HttpError the REST
// providers raise (errors.ts): field errors on their inputs, 409 for a stale version.
// Loaded on demand (index.ts imports it dynamically), so the first screen does not carry Apollo.
import { gql, type ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { HttpError, type DataProvider, type Identifier } from 'ra-core';
import type { ResourceDef } from '../generated/registry';
import {
  fromGraphql,
  graphqlNames,
  inputOf,
  selectionOf,
  snakePath,
} from '../domain/graphql/names.ts';
import { buildFilterClauses } from './listQuery';
import { clampLimit } from '../domain/list/limits.ts';
import { writeClause, numberLiteral } from '../domain/list/filterGrammar.ts';
import { changedFields } from './diff';
import { clientError, MESSAGES, toHttpError, type ErrorContext } from './errors';

const ENVELOPE = 'isSuccessful errorCode errorName message status errors';

interface Envelope {
  isSuccessful: boolean;
  status: number;
  errors: Record<string, string> | null;
  data: unknown;
  total?: number;
}

type Params = Record<string, any>;

export interface GraphqlProviderOptions {
  resources: () => Record<string, ResourceDef>;
  client: ApolloClient;
}

/** A GraphQL record (camelCase) back to the schema's field names (untyped, as in orderService.ts: the provider serves any resource). */
const recordOf = (def: ResourceDef, record: Record<string, unknown>): any =>
  fromGraphql(record, def.schema.properties);

/** The selection set of a resource's fields, once per definition (a live reload brings new definition objects). */
const selections = new WeakMap<ResourceDef, string>();
function fields(def: ResourceDef): string {
  let selection = selections.get(def);
  if (selection === undefined)
    selections.set(def, (selection = selectionOf(def.schema.properties)));
  return selection;
}

export function createGraphqlProvider(options: GraphqlProviderOptions): DataProvider {
  const { client } = options;
  const definition = (resource: string): ResourceDef => {
    const def = options.resources()[resource];
    if (!def) throw clientError(MESSAGES.notFound, 404, { resource });
    return def;
  };

  /** Runs one root field; a refusal envelope or a transport failure becomes react-admin's HttpError. */
  async function run(
    def: ResourceDef,
    kind: 'query' | 'mutation',
    document: string,
    variables: Record<string, unknown>,
    context: ErrorContext,
  ): Promise<Envelope> {
    let envelope: Envelope;
    try {
      const result =
        kind === 'query'
          ? await client.query<Record<string, Envelope>>({ query: gql(document), variables })
          : await client.mutate<Record<string, Envelope>>({ mutation: gql(document), variables });
      if (result.error) throw result.error;
      envelope = Object.values(result.data ?? {})[0] as Envelope;
    } catch (error) {
      if (ServerError.is(error)) {
        let body: unknown;
        try {
          body = JSON.parse(error.bodyText);
        } catch {
          body = undefined;
        }
        throw toHttpError(new HttpError(error.message, error.statusCode, body), context);
      }
      if (CombinedGraphQLErrors.is(error))
        throw toHttpError(
          new HttpError(error.message, 400, { errors: { request: 'invalid-value' } }),
          context,
        );
      throw toHttpError(error, context);
    }
    if (!envelope) throw toHttpError(new HttpError('empty answer', 500, {}), context);
    if (!envelope.isSuccessful) {
      const errors: Record<string, string> = {};
      for (const [path, code] of Object.entries(envelope.errors ?? {}))
        errors[snakePath(path, def.schema.properties)] = code;
      throw toHttpError(
        new HttpError(
          envelope.errors ? Object.values(envelope.errors)[0] : 'refused',
          envelope.status,
          { errors },
        ),
        { ...context, def },
      );
    }
    return envelope;
  }

  async function list(def: ResourceDef, params: Params, extraClauses: string[] = []) {
    const names = graphqlNames(def.name);
    const filter = params.filter ?? {};
    const search =
      typeof filter.q === 'string' && filter.q.trim() !== '' ? filter.q.trim() : undefined;
    const variables = {
      filter: [...buildFilterClauses(filter, def), ...extraClauses],
      search,
      orderBy: params.sort?.field
        ? `${params.sort.field}:${String(params.sort.order).toUpperCase() === 'DESC' ? 'desc' : 'asc'}`
        : undefined,
      pagination: {
        page: Math.max(1, Math.floor(params.pagination?.page ?? 1)),
        show: clampLimit(params.pagination?.perPage),
      },
    };
    const document = `query List($filter: [String!], $search: String, $pagination: Pagination, $orderBy: String) { ${names.list}(filter: $filter, search: $search, pagination: $pagination, orderBy: $orderBy) { ${ENVELOPE} total data { ${fields(def)} } } }`;
    const envelope = await run(def, 'query', document, variables, { def, operation: 'read' });
    return {
      data: (envelope.data as Record<string, unknown>[]).map((r) => recordOf(def, r)),
      total: envelope.total ?? 0,
    };
  }

  async function getOne(def: ResourceDef, id: Identifier) {
    const names = graphqlNames(def.name);
    const document = `query One($id: Int!) { ${names.single}(id: $id) { ${ENVELOPE} data { ${fields(def)} } } }`;
    const envelope = await run(
      def,
      'query',
      document,
      { id: Number(id) },
      { def, operation: 'read' },
    );
    return recordOf(def, envelope.data as Record<string, unknown>);
  }

  async function update(
    def: ResourceDef,
    id: Identifier,
    data: Record<string, unknown>,
    previous: Record<string, unknown> | undefined,
  ) {
    const names = graphqlNames(def.name);
    const changes = changedFields(data, previous, def);
    for (const [field, schema] of Object.entries(def.schema.properties))
      if (schema['x-admin']?.createOnly) delete changes[field];
    const version = previous?.version ?? data.version ?? (await getOne(def, id)).version;
    const document = `mutation Update($id: Int!, $version: Int!, $input: ${names.type}Patch!) { ${names.update}(id: $id, version: $version, input: $input) { ${ENVELOPE} data { ${fields(def)} } } }`;
    const envelope = await run(
      def,
      'mutation',
      document,
      { id: Number(id), version, input: inputOf(changes, def.schema.properties) },
      { def, data, operation: 'write' },
    );
    return recordOf(def, envelope.data as Record<string, unknown>);
  }

  async function remove(def: ResourceDef, id: Identifier) {
    const names = graphqlNames(def.name);
    const document = `mutation Delete($id: Int!) { ${names.remove}(id: $id) { ${ENVELOPE} data { ${fields(def)} } } }`;
    const envelope = await run(
      def,
      'mutation',
      document,
      { id: Number(id) },
      { def, operation: 'delete' },
    );
    return recordOf(def, envelope.data as Record<string, unknown>);
  }

  const idsClause = (ids: Identifier[]) =>
    writeClause({ field: 'id', op: 'in', values: ids.map((id) => numberLiteral(Number(id))) });

  return {
    getList: async (resource, params) => list(definition(resource), params),
    getOne: async (resource, params) => ({ data: await getOne(definition(resource), params.id) }),
    getMany: async (resource, params) => {
      if (params.ids.length === 0) return { data: [] };
      const { data } = await list(
        definition(resource),
        { pagination: { page: 1, perPage: params.ids.length } },
        [idsClause(params.ids)],
      );
      return { data };
    },
    getManyReference: async (resource, params) => {
      const def = definition(resource);
      const target = writeClause({
        field: params.target,
        op: 'eq',
        values: [numberLiteral(Number(params.id))],
      });
      return list(def, params, [target]);
    },
    create: async (resource, params) => {
      const def = definition(resource);
      const names = graphqlNames(def.name);
      const document = `mutation Create($input: ${names.type}Input!) { ${names.create}(input: $input) { ${ENVELOPE} data { ${fields(def)} } } }`;
      const input = inputOf(changedFields(params.data, undefined, def), def.schema.properties);
      const envelope = await run(
        def,
        'mutation',
        document,
        { input },
        { def, data: params.data, operation: 'write' },
      );
      return { data: recordOf(def, envelope.data as Record<string, unknown>) };
    },
    update: async (resource, params) => ({
      data: await update(definition(resource), params.id, params.data, params.previousData),
    }),
    updateMany: async (resource, params) => {
      const def = definition(resource);
      const ids: Identifier[] = [];
      for (const id of params.ids) ids.push((await update(def, id, params.data, undefined)).id);
      return { data: ids };
    },
    delete: async (resource, params) => ({ data: await remove(definition(resource), params.id) }),
    deleteMany: async (resource, params) => {
      const def = definition(resource);
      const ids: Identifier[] = [];
      for (const id of params.ids) ids.push((await remove(def, id)).id);
      return { data: ids };
    },
  };
}
