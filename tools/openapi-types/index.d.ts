/** The document's TypeScript types (`paths`, `components`, `operations`), as openapi-typescript writes them. */
export function openapiTypes(
  document: Record<string, unknown>,
  options?: Record<string, unknown>,
): Promise<string>;

export interface LintProblem {
  severity: 'error' | 'warn';
  rule: string;
  message: string;
  at: string;
}

/** Redocly's problems with the document under its `recommended` rules (or another ruleset). */
export function lintOpenapi(
  document: Record<string, unknown>,
  rules?: 'recommended' | 'recommended-strict' | 'minimal' | 'spec',
): Promise<LintProblem[]>;
