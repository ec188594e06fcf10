import { useTranslate } from 'ra-core';
import type { JsonSchema } from '../generated/registry.ts';
import { enumLabel, fieldLabel } from './schemaUtils.ts';

/**
 * Translated labels of one resource's fields; a humanized name when the key is missing, never the raw
 * key. For renderers that label a variable number of sub-properties.
 */
export function useFieldLabelOf(resource: string): (path: string, schema?: JsonSchema) => string {
  const translate = useTranslate();
  return (path, schema) => fieldLabel(translate, resource, path, schema);
}

/** One translated field label (useFieldLabelOf for a single path). */
export function useFieldLabel(resource: string, path: string, schema?: JsonSchema): string {
  return useFieldLabelOf(resource)(path, schema);
}

/** Two labels read as the same words ('Status' and 'status '): a nested one adds nothing to its parent's. */
export const sameLabel = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A function translating enum values of one field: resources.<r>.enums.<field>.<VALUE>. */
export function useEnumLabel(resource: string, path: string): (value: unknown) => string {
  const translate = useTranslate();
  return (value) => enumLabel(translate, resource, path, value);
}
