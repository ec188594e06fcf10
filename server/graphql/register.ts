// POST /graphql on mercurius (docs/alerts.md §1). The bearer token is checked before mercurius
// sees the request: without a valid one the answer is HTTP 401 with the REST error body. The
// schema is the one of the registry in force: after a live reload the first request builds the new
// registry's schema and swaps it in (mercurius' replaceSchema).
// Then, before mercurius parses anything, the request's shape and the document's limits
// (limits.ts) are checked, and a query gets its time budget (budget.ts). What is refused for the
// request itself answers in the API's one error shape ({"errors":{"<key>":"<code>"}}); GraphQL keeps
// its own ({"errors":[{message, locations}]}) for a document it cannot parse or validate against the
// schema, and for a resolver's fault (docs/api.md, "GraphQL errors").
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { ApiError, sendErrors } from '../errors.ts';
import { isPlainObject } from '../storage/records.ts';
import { budgetSpent, endBudget, startBudget } from './budget.ts';
import { GraphQLError, type GraphQLSchema } from './graphqlLib.ts';
import { checkDocument, GRAPHQL_LIMITS, parseWithinLimits, type Refusal } from './limits.ts';
import { buildGraphqlSchema, type BuiltSchema } from './schema.ts';
import type { GraphqlContext, GraphqlModule } from './types.ts';

export const GRAPHQL_PATH = '/graphql';

export interface GraphqlOptions {
  modules: readonly GraphqlModule[];
  /** GraphiQL at /graphiql (development only). */
  graphiql: boolean;
  /** How long a query may run; by default the config's (GRAPHQL_TIME_BUDGET_MS). */
  timeBudgetMs?: number;
}

interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

const refusal = (key: string, code: string, status = 400): Refusal => ({
  status,
  errors: { [key]: code },
});

/** GET's `variables` and `extensions` are JSON in the query string: the object, or a refusal. */
function jsonParameter(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return refusal(name, 'invalid-format');
  }
}

const isRefusal = (value: unknown): value is Refusal =>
  isPlainObject(value) && typeof value.status === 'number' && isPlainObject(value.errors);

/** The request's query, variables and operation name, or the refusal of a request GraphQL-over-HTTP does not allow (one operation, a JSON object). */
function graphqlRequest(request: FastifyRequest): GraphqlRequest | Refusal {
  let params: Record<string, unknown>;
  if (request.method === 'GET') {
    params = { ...(request.query as Record<string, unknown>) };
    for (const name of ['variables', 'extensions']) {
      const value = jsonParameter(name, params[name]);
      if (isRefusal(value)) return value;
      params[name] = value;
    }
  } else {
    // An array is a batch of operations: not accepted (each operation is its own request).
    if (request.body === undefined || request.body === null) return refusal('body', 'required');
    if (!isPlainObject(request.body)) return refusal('body', 'invalid-format');
    params = request.body;
  }
  const { query, variables, operationName, extensions } = params;
  if (query === undefined || query === null || query === '') return refusal('query', 'required');
  if (typeof query !== 'string') return refusal('query', 'invalid-format');
  if (variables !== undefined && variables !== null && !isPlainObject(variables))
    return refusal('variables', 'invalid-format');
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return refusal('operationName', 'invalid-format');
  if (extensions !== undefined && extensions !== null && !isPlainObject(extensions))
    return refusal('extensions', 'invalid-format');
  return { query, variables: variables ?? undefined, operationName: operationName ?? undefined };
}

/** The refusal of a request or of its document, before mercurius parses it; undefined lets it through (a syntax error included: mercurius says where). */
export function refuseGraphqlRequest(
  request: FastifyRequest,
  schema: GraphQLSchema,
): Refusal | undefined {
  const params = graphqlRequest(request);
  if (isRefusal(params)) return params;
  const document = parseWithinLimits(params.query);
  if (!document) return undefined;
  if (isRefusal(document)) return document;
  return checkDocument(schema, document, params.variables, params.operationName);
}

/**
 * Mercurius' route errors: a document it could not parse or validate keeps GraphQL's shape (the
 * default formatter); anything else (the body's JSON, content type, size, a mutation over GET) is
 * the API's, from the app's error handler.
 */
function routeErrorHandler(app: FastifyInstance) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    if (error.code === 'MER_ERR_GQL_VALIDATION') {
      const { statusCode, response } = mercurius.defaultErrorFormatter(
        { errors: [new GraphQLError(error.message, { originalError: error })] },
        { reply, app } as never,
      );
      reply.code(statusCode).send(response);
      return;
    }
    if (error.code === 'MER_ERR_METHOD_NOT_ALLOWED') {
      reply.header('Allow', 'POST');
      throw new ApiError(405, { method: 'invalid-value' });
    }
    // To the app's error handler.
    throw error;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The GraphQL schema of the registry in force, with its generated operations (tests walk them). */
    graphqlSchema: BuiltSchema;
  }
}

export async function registerGraphql(
  app: FastifyInstance,
  options: GraphqlOptions,
): Promise<void> {
  const timeBudgetMs = () => options.timeBudgetMs ?? app.armada.config.graphqlTimeBudgetMs;
  let current: { registry: object; built: BuiltSchema } | undefined;
  const inForce = (): BuiltSchema => {
    const registry = app.live.registry;
    if (current?.registry === registry) return current.built;
    try {
      current = {
        registry,
        built: buildGraphqlSchema(registry.resources, options.modules, registry.hash),
      };
    } catch (error) {
      // A reloaded registry GraphQL cannot express (two properties with one camelCase name): keep
      // serving the schema in force, say why once.
      if (!current) throw error;
      app.log.error(
        { err: error },
        'GraphQL: the new registry has no valid schema; the previous one stays',
      );
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
    context: (request): GraphqlContext => ({
      account: request.account!,
      server: app.live.server,
      request,
    }),
    // Whatever reaches mercurius' parser is small already; this is its own guard too.
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } },
    errorHandler: routeErrorHandler(app),
    errorFormatter: (execution, context) => {
      if (budgetSpent(execution.errors)) {
        context.reply.log.warn({ budgetMs: timeBudgetMs() }, 'graphql: time budget spent');
        // The API's error shape; mercurius sends what `response` holds (data undefined: left out).
        return {
          statusCode: 503,
          response: { data: undefined, errors: { 'query.time': 'too-large' } } as never,
        };
      }
      return mercurius.defaultErrorFormatter(execution, context);
    },
    additionalRouteOptions: {
      bodyLimit: Math.min(GRAPHQL_LIMITS.bodyBytes, app.armada.config.bodyLimitBytes),
      preHandler: async (request, reply) => {
        const refused = refuseGraphqlRequest(request, app.graphql.schema);
        if (refused) {
          await sendErrors(reply, refused.status, refused.errors);
          return reply;
        }
        startBudget(request, timeBudgetMs());
      },
      onResponse: async (request) => endBudget(request),
    },
  });
}
