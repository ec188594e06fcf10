// POST /graphql on mercurius (docs/alerts.md §1). The bearer token is checked before mercurius
// sees the request: without a valid one the answer is HTTP 401 with the REST error body. The
// schema is the one of the registry in force: after a live reload the first request builds the new
// registry's schema and swaps it in (mercurius' replaceSchema).
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { ApiError, sendErrors } from '../errors.ts';
import { buildGraphqlSchema, type BuiltSchema } from './schema.ts';
import type { GraphqlContext, GraphqlModule } from './types.ts';

export const GRAPHQL_PATH = '/graphql';

export interface GraphqlOptions {
  modules: readonly GraphqlModule[];
  /** GraphiQL at /graphiql (development only). */
  graphiql: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The GraphQL schema of the registry in force, with its generated operations (tests walk them). */
    graphqlSchema: BuiltSchema;
  }
}

export async function registerGraphql(app: FastifyInstance, options: GraphqlOptions): Promise<void> {
  let current: { registry: object; built: BuiltSchema } | undefined;
  const inForce = (): BuiltSchema => {
    const registry = app.live.registry;
    if (current?.registry === registry) return current.built;
    try {
      current = { registry, built: buildGraphqlSchema(registry.resources, options.modules, registry.hash) };
    } catch (error) {
      // A reloaded registry GraphQL cannot express (two properties with one camelCase name): keep
      // serving the schema in force, say why once.
      if (!current) throw error;
      app.log.error({ err: error }, 'GraphQL: the new registry has no valid schema; the previous one stays');
      current = { registry, built: current.built };
    }
    return current.built;
  };
  app.decorate('graphqlSchema', { getter: inForce });

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return;
    try {
      request.account = await app.authenticator.authenticate(request);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reply.header('WWW-Authenticate', 'Bearer');
      await sendErrors(reply, error.status, error.errors);
      return reply;
    }
    const { schema } = inForce();
    if (app.graphql.schema !== schema) app.graphql.replaceSchema(schema);
  });

  await app.register(mercurius, {
    schema: inForce().schema,
    path: GRAPHQL_PATH,
    graphiql: options.graphiql,
    // request.account was set by the hook above (mercurius runs only after it).
    context: (request): GraphqlContext => ({ account: request.account!, server: app.live.server, request }),
  });
}
