// A schema's own wording of a failed rule (x-admin `messages` on a property, by JSON Schema keyword,
// in both languages): the generator puts the texts in the resource's messages under
// errors.<path>.<keyword>; the console's forms, the data providers' mapping of the API's errors and
// the API's 400 body all find them here, by the keyword that failed or, when only the API's code is
// known, by the keywords that code comes from (errorCodes.ts).
import type { ResourceDef } from '../../generated/registry.ts';
import { stripIndices } from '../schema/schemaPath.ts';

/** The keywords whose message words each API code (fieldErrorOf), in the order they are tried. */
export const KEYWORDS_OF_CODE: Readonly<Record<string, readonly string[]>> = {
  required: ['required'],
  'invalid-format': ['pattern', 'format', 'type'],
  'too-long': ['maxLength', 'maxItems'],
  'too-small': ['minLength', 'minItems', 'minimum', 'exclusiveMinimum'],
  'too-large': ['maximum', 'exclusiveMaximum'],
  'invalid-value': ['enum', 'const', 'uniqueItems'],
};

/**
 * The key, relative to resources.<name>., of the schema's message for an error at `path` (dotted,
 * indices allowed), by the failed `keyword` when known, else by the API `code`; undefined when the
 * schema words none.
 */
export function schemaMessageKey(
  def: Pick<ResourceDef, 'messages'> | undefined,
  path: string,
  error: { code: string; keyword?: string },
): string | undefined {
  const own = def?.messages?.id;
  if (!own) return undefined;
  const field = stripIndices(path);
  // An empty value is 'required' whatever keyword caught it: only a `required` message words it.
  const keywords =
    error.keyword && error.code !== 'required'
      ? [error.keyword]
      : (KEYWORDS_OF_CODE[error.code] ?? []);
  for (const keyword of keywords) {
    const key = `errors.${field}.${keyword}`;
    if (Object.hasOwn(own, key)) return key;
  }
  return undefined;
}

/** The schema's message for the error in both languages, as the API sends it; undefined when none. */
export function schemaMessage(
  def: Pick<ResourceDef, 'messages'> | undefined,
  path: string,
  error: { code: string; keyword?: string },
): { id: string; en: string } | undefined {
  const key = schemaMessageKey(def, path, error);
  if (!key || !def) return undefined;
  return { id: def.messages.id[key], en: def.messages.en[key] ?? def.messages.id[key] };
}
