import { useTranslate } from 'ra-core';
import type { JsonSchema } from '../generated/registry.ts';
import { enumLabelKey, fieldLabelKey, humanize } from './schemaUtils.ts';

/** Translated field label; a humanized name when the key is missing, never the raw key. */
export function useFieldLabel(resource: string, path: string, schema?: JsonSchema): string {
  const translate = useTranslate();
  return translate(fieldLabelKey(resource, path, schema), { _: humanize(path) });
}

/** A function translating enum values of one field: resources.<r>.enums.<field>.<VALUE>. */
export function useEnumLabel(resource: string, path: string): (value: unknown) => string {
  const translate = useTranslate();
  return (value) => translate(enumLabelKey(resource, path, value), { _: String(value) });
}
