// openapi-typescript and Redocly's linter in a package of their own: openapi-typescript builds its
// output with the TypeScript 5 compiler API, which the project's TypeScript 7 does not have, so this
// package brings TypeScript 5 for it alone (scripts/lib/openapiTypes.ts and the document tests use it).
import openapiTS, { astToString } from 'openapi-typescript';
import { createConfig, lintFromString } from '@redocly/openapi-core';

/** The document's TypeScript types (`paths`, `components`, `operations`), as openapi-typescript writes them. */
export async function openapiTypes(document, options = {}) {
  return astToString(await openapiTS(document, options));
}

/** Redocly's problems with the document under its `recommended` rules, errors and warnings. */
export async function lintOpenapi(document, rules = 'recommended') {
  const config = await createConfig({ extends: [rules] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.map((p) => ({
    severity: p.severity,
    rule: p.ruleId,
    message: p.message,
    at: p.location?.[0]?.pointer ?? '',
  }));
}
