// What an audit row says about how a write came in (docs/audit.md): the request's method and path
// ("through which route"), and the kind of write when it is more than the store's own create, update
// or delete (a transition, a bulk action, an import). Both ride the async context, as the tenant
// scope does (server/tenancy.ts), so the store records them without every caller passing them on.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AuditOp } from '../../src/domain/audit/auditEntries.ts';

// What a write is, as the audit records it: written once, for the console too.
export { AUDIT_OPS, type AuditOp } from '../../src/domain/audit/auditEntries.ts';

export interface AuditScope {
  method?: string;
  route?: string;
  /** Set by the first caller that names the write (a bulk action's transitions stay 'bulk'). */
  op?: AuditOp;
}

const storage = new AsyncLocalStorage<AuditScope>();

export const currentAuditScope = (): AuditScope => storage.getStore() ?? {};

/**
 * Runs fn with writes recorded as `op`. The outermost name wins: a transition made by a bulk action
 * is recorded as 'bulk', an import's creates as 'import'.
 */
export function withAuditOp<T>(op: AuditOp, fn: () => T): T {
  const scope = currentAuditScope();
  return scope.op ? fn() : storage.run({ ...scope, op }, fn);
}

/** The request's path without its query string: the route a write came through. */
const pathOf = (url: string) => url.split('?')[0]!;

/**
 * An onRoute hook (server/app.ts): every handler runs with its request's method and path in the
 * audit scope, so a write through REST, simple REST, GraphQL or a custom route says where it came from.
 */
export function auditRouteHook(route: RouteOptions) {
  const handler = route.handler;
  route.handler = function auditedHandler(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    return storage.run({ method: request.method, route: pathOf(request.url) }, () =>
      handler.call(this, request, reply),
    );
  };
}
