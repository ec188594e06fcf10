// What a resource module (server/resources/<resource>.ts) may add to the generic CRUD that the
// registry derives: lifecycle hooks that run inside the write's transaction, read-time expansion,
// and extra routes that join the route table and the OpenAPI document. Payload's per-collection
// `hooks` and `endpoints` are the model. Generic code never names a resource; it asks this module.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Action, JsonSchema, ResourceDef } from '../../src/generated/registry.ts';
import type { ResourceName } from '../../src/generated/types.ts';
import type { AuthUser } from '../auth/auth.ts';
import type { ServerContext } from '../context.ts';
import type { FilterClause } from '../../src/domain/list/filterGrammar.ts';
import type { ListSource } from '../storage/listQuery.ts';
import type { ModuleFunction, ModuleTable } from '../storage/migrate.ts';
import type { StoreHooks } from '../storage/hooks.ts';

/** The lifecycle hooks a resource module gives its store (server/storage/hooks.ts), seeing N's records. */
export type ResourceHooks<N extends ResourceName = ResourceName> = StoreHooks<ServerContext, N>;

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  account: AuthUser;
  server: ServerContext;
  /** Path parameters, checked: every one named like an id is a positive integer. */
  params: Record<string, number>;
  query: Record<string, unknown>;
  body: unknown;
}

/** What a public route's handler gets: no account; the body as received, for its signature check. */
export interface PublicRouteRequest extends Omit<RouteRequest, 'account'> {
  account: null;
  /** The request body exactly as it arrived (UTF-8), '' when there was none. */
  rawBody: string;
}

interface CustomRouteBase {
  method: Method;
  /** OpenAPI-style path under the resource's service base path: /delivery-order/{id}/transition. */
  path: string;
  /** The resource action whose scopes the route needs (unless `scopes` replaces them). */
  action: Action;
  /** Scopes needed instead of the action's: the driver app's routes need tms_driver:*, not fleet-task:*. */
  scopes?: string[];
  /** Scopes needed besides the action's (feature scopes such as shell-integration:create). */
  extraScopes?: string[];
  summary: string;
  /**
   * The JSON body's schema: it validates the body before the handler runs (server/routes/bodies.ts;
   * a failure is 400 with field-keyed codes) and is the body the OpenAPI document shows. With
   * `multipart`, it documents the form's fields, which the handler reads with readMultipart.
   */
  body?: JsonSchema | Record<string, unknown>;
  /**
   * Documentation only, for the routes whose handler still parses its body by hand because their
   * parser's answers cannot be written as a schema yet (listed in docs/architecture.md).
   */
  bodyDoc?: JsonSchema | Record<string, unknown>;
  /** The body is multipart/form-data (the handler reads it with readMultipart); other routes refuse multipart with 415. */
  multipart?: boolean;
  /** Documented success response (status -> description and optional schema). */
  responses?: Record<string, { description: string; schema?: unknown; contentType?: string }>;
  /** Request headers the route reads (Idempotency-Key), for the OpenAPI document. */
  headers?: { name: string; description: string }[];
  /** Extra query parameters for the OpenAPI document. */
  query?: {
    name: string;
    schema: Record<string, unknown>;
    description?: string;
    required?: boolean;
  }[];
  /** A list route takes the list contract's parameters (limit, page, search, sorts, filters). */
  listParameters?: boolean;
}

/** A route one resource adds, e.g. POST /delivery-order/{id}/transition: bearer token and scopes required. */
export interface AuthenticatedRoute extends CustomRouteBase {
  public?: undefined;
  handler(req: RouteRequest): Promise<unknown>;
}

/**
 * A route registered without bearer-token access (no scopes checked; `action` and `extraScopes`
 * are documentation only). ONLY for two kinds of call: inbound webhooks of other systems that
 * authenticate each call by a signature over the raw body (X-Armada-Signature, see
 * server/integrations/webhook.ts), whose handler must verify it before reading or writing anything;
 * and reads named by an unguessable token (a tracking link's 128 random bits: GET
 * /fleet-task/public/<token>), which write nothing, answer 404 for any other token and return only
 * what the link's holder may see.
 */
export interface PublicRoute extends CustomRouteBase {
  /** How the call proves itself: a signature over the body, or the unguessable token in its path (`/*`). */
  public: 'signature' | 'token';
  /**
   * Runs before the body is validated, so a caller that cannot prove itself learns nothing from
   * body errors: a signature route checks its signature here and throws (401) when it fails.
   */
  authenticate?(req: PublicRouteRequest): void | Promise<void>;
  handler(req: PublicRouteRequest): Promise<unknown>;
}

export type CustomRoute = AuthenticatedRoute | PublicRoute;

/** What resource N's module adds; `deliveryOrder: ResourceModule<'delivery-order'>` gets typed hooks. */
export interface ResourceModule<N extends ResourceName = ResourceName> {
  hooks?: ResourceHooks<N>;
  /** Extra routes; registered before the generic ones, so /delivery-order/duplicate beats /{id}. */
  routes?(def: ResourceDef, resources: Record<string, ResourceDef>): CustomRoute[];
  /**
   * The rows a caller may see at all: a tenant's own (raw alerts are their company's). Every generic
   * route narrows to rows whose top-level `field` equals `value`: lists leave the others out, a read
   * or write of another row answers 404 as if it did not exist. Custom routes apply it themselves.
   */
  rowScope?(account: AuthUser): { field: string; value: number };
  /** Tables the module keeps beside its resource's (an action log), created by the migration when missing. */
  tables?: readonly ModuleTable[];
  /** Database functions the module's SQL calls, installed by the migration when missing. */
  functions?: readonly ModuleFunction[];
  /** Extra list query parameters turned into filter clauses (GET …/history?type=PICKUP). */
  listClauses?(query: Record<string, unknown>): FilterClause[];
  /**
   * What a list's `search` term matches besides the schema's `list.search` fields: SQL conditions
   * over the list's row `t`, given the term's placeholder (an ILIKE `%…%` pattern). A delivery
   * order's registered customer is found by the customer's name this way.
   */
  searchAlso?(pattern: string): string[];
  /** Filter names the list accepts besides the schema's (shipped_customer.id -> customer_id). */
  filterAliases?: Record<string, string>;
  /**
   * The record as this module's reads serve it, for the OpenAPI document, when its expansion adds
   * what the schema does not name: `record` for every answer carrying one record or a page of them,
   * `listItem` for list rows only (a delivery order's custom-field values under their own keys).
   * Given the record's public schema (a copy, free to change).
   */
  servedRecord?(record: Record<string, unknown>): {
    record?: Record<string, unknown>;
    listItem?: Record<string, unknown>;
  };
  /** Extra OpenAPI components (schemas named by the module's routes). */
  components?(def: ResourceDef): Record<string, unknown>;
  /** Sources for the module's own list routes, built once. */
  sources?(def: ResourceDef): Record<string, ListSource>;
}
