// The OpenAPI document's small pieces that server/openapi.ts and the modules adding their own routes
// to it (server/audit, server/import, server/views) all write: a JSON answer and a field-keyed
// error answer.

/** A component of the document by name. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** An answer with a JSON body of `schema`. */
export const json = (schema: unknown, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});

/** A field-keyed error answer (the Errors component). */
export const errorResponse = (description: string) => json(ref('Errors'), description);
