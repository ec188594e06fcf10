// What a hand-written GraphQL module gives the endpoint (docs/alerts.md §1): SDL that may extend the
// types generated from the schemas and add root fields, and resolvers for them. A module's root field
// replaces a generated one of the same name.
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth.ts';
import type { ServerContext } from '../context.ts';

/** What every resolver gets as its third argument: the signed-in caller and the server's stores. */
export interface GraphqlContext {
  account: AuthUser;
  server: ServerContext;
  request: FastifyRequest;
}

export type GraphqlResolver = (
  parent: any,
  args: any,
  context: GraphqlContext,
  info: unknown,
) => unknown;

export interface GraphqlModule {
  /** SDL: `extend type Query { … }`, `extend type Mutation { … }`, own types, `extend type RawAlert { … }`. */
  typeDefs: string;
  /** Resolvers by type name, then field name (Query, Mutation, and any type the module adds or extends). */
  resolvers: Record<string, Record<string, GraphqlResolver>>;
  /**
   * The resources whose generated types the SDL names (`AlertRule`, `CompanyResult`): the module is
   * left out of the schema of a registry that lacks one (a test's fixture registry, a schema removed
   * in development) instead of failing the whole endpoint.
   */
  resources?: readonly string[];
}
