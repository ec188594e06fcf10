// The list contract's limits (docs/api.md, "List contract"): the server refuses what lies outside
// them, the console never asks for it, and the OpenAPI document states them.

/** Page size when a list call names none. */
export const DEFAULT_LIMIT = 10;
/** The largest page; the console fetches "all" of a small list (reasons, custom fields) in one. */
export const MAX_LIMIT = 100;
export const MAX_PAGE = 1_000_000;
/** Characters of the free-text `search`. */
export const MAX_SEARCH_LENGTH = 200;
/** `filters` clauses in one call, characters in one clause, values in one `in (…)`. */
export const MAX_FILTER_CLAUSES = 50;
export const MAX_CLAUSE_LENGTH = 4000;
export const MAX_IN_VALUES = 100;

/** A requested page size brought inside 1…MAX_LIMIT (the console's side: it never sends a bad one). */
export const clampLimit = (perPage: number | undefined): number =>
  Math.min(Math.max(1, Math.floor(perPage ?? DEFAULT_LIMIT) || 1), MAX_LIMIT);
