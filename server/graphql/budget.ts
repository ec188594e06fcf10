// The time budget of a GraphQL query (docs/api.md, "GraphQL limits"). Every resolver of the schema
// is wrapped (schema.ts): once a query's budget is spent, a resolver that has not begun fails at
// once, and those still waiting fail too, so execution ends and the request answers 503
// {"query.time": "too-large"} (register.ts). Database statements already sent run to their end in
// the background: Node cannot take them back. Mutations have no budget: a write that has begun is
// never cut off and reported as not done.
import type { FastifyRequest } from 'fastify';
import type { GraphqlContext, GraphqlResolver } from './types.ts';

export class TimeBudgetSpent extends Error {
  constructor() {
    super('GraphQL time budget spent');
    this.name = 'TimeBudgetSpent';
  }
}

interface Budget {
  endsAt: number;
  /** Rejects when the budget is spent; a resolver races it. */
  spent: Promise<never>;
  timer: ReturnType<typeof setTimeout>;
}

const budgets = new WeakMap<FastifyRequest, Budget>();

/** Starts a request's budget of `ms` milliseconds. */
export function startBudget(request: FastifyRequest, ms: number): void {
  let timer!: ReturnType<typeof setTimeout>;
  const spent = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeBudgetSpent()), ms);
  });
  // Nothing may be racing it when it fires.
  spent.catch(() => {});
  timer.unref();
  budgets.set(request, { endsAt: Date.now() + ms, spent, timer });
}

/** Ends a request's budget (its answer is sent). */
export function endBudget(request: FastifyRequest): void {
  const budget = budgets.get(request);
  if (!budget) return;
  clearTimeout(budget.timer);
  budgets.delete(request);
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** A resolver held to its query's budget. */
export function withinBudget(resolve: GraphqlResolver): GraphqlResolver {
  return (parent, args, context: GraphqlContext, info) => {
    const budget = context?.request ? budgets.get(context.request) : undefined;
    if (
      !budget ||
      (info as { operation?: { operation?: string } })?.operation?.operation !== 'query'
    )
      return resolve(parent, args, context, info);
    if (Date.now() >= budget.endsAt) throw new TimeBudgetSpent();
    const result = resolve(parent, args, context, info);
    return isThenable(result) ? Promise.race([result, budget.spent]) : result;
  };
}

/** True when an execution's errors include a spent budget. */
export const budgetSpent = (errors: readonly { originalError?: unknown }[] | undefined): boolean =>
  !!errors?.some(
    (error) => error.originalError instanceof TimeBudgetSpent || error instanceof TimeBudgetSpent,
  );
