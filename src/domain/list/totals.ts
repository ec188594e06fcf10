// How far a list's total can be trusted, for the server (server/storage/listQuery.ts decides it)
// and the console (the data provider and the paging label show it): docs/api.md, "Totals".
//   exact      counted;
//   estimate   PostgreSQL's planner estimate, when counting would cost too much: shown as ±N;
//   more-than  more than total_count rows match (PostgreSQL counts at most 10,000).

export const TOTAL_KINDS = ['exact', 'estimate', 'more-than'] as const;
export type TotalKind = (typeof TOTAL_KINDS)[number];

export function isTotalKind(value: unknown): value is TotalKind {
  return typeof value === 'string' && (TOTAL_KINDS as readonly string[]).includes(value);
}

/** An estimate as people say it: two significant digits (2,613 -> 2,600; 87 stays 87). */
export function roundEstimate(total: number): number {
  if (!Number.isFinite(total) || total < 100) return Math.max(0, Math.round(total));
  const step = 10 ** (Math.floor(Math.log10(total)) - 1);
  return Math.round(total / step) * step;
}

/**
 * A list answer as react-admin takes it. Exact and estimated totals page as usual (an estimate's
 * last page may come out shorter or empty); a 'more-than' total has no last page, so the list
 * pages partially (react-admin's pageInfo: next while the page was full). `meta.total` and
 * `meta.totalKind` tell the paging label what to say.
 */
export function listAnswer<T>(
  data: T[],
  total: number,
  kind: TotalKind,
  paging: { page: number; perPage: number },
): {
  data: T[];
  total?: number;
  pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean };
  meta: { total: number; totalKind: TotalKind };
} {
  const meta = { total, totalKind: kind };
  if (kind !== 'more-than') return { data, total, meta };
  return {
    data,
    pageInfo: { hasNextPage: data.length >= paging.perPage, hasPreviousPage: paging.page > 1 },
    meta,
  };
}
