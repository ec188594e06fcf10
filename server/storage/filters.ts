// The `filters` query parameter of the list contract: each clause parsed by the one grammar
// (src/domain/list/filterGrammar.ts), a syntax error answered 400 {"filters":"invalid-format"}.
import { badRequest } from '../errors.ts';
import {
  FilterSyntaxError,
  parseClause,
  type FilterClause,
} from '../../src/domain/list/filterGrammar.ts';
import { MAX_FILTER_CLAUSES } from '../../src/domain/list/limits.ts';

/** The `filters` query parameter (one clause or several) -> clauses, or 400 {"filters":"invalid-format"}. */
export function parseFilters(raw: unknown): FilterClause[] {
  if (raw === undefined) return [];
  // An empty clause (filters=) is what some clients send for "no filter".
  const list = (Array.isArray(raw) ? raw : [raw]).filter(
    (c) => typeof c !== 'string' || c.trim() !== '',
  );
  if (list.length > MAX_FILTER_CLAUSES) throw badRequest({ filters: 'too-long' });
  return list.map((clause) => {
    if (typeof clause !== 'string') throw badRequest({ filters: 'invalid-format' });
    try {
      return parseClause(clause);
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw badRequest({ filters: 'invalid-format' });
      throw error;
    }
  });
}
