// Update sends only what changed (delivery-order.md §5): the form's values against the record
// it was loaded from, compared by value so an untouched array of objects is not resent.
import type { ResourceDef } from '../generated/registry';
import { isSystemField } from '../domain/schema/schemaPath.ts';

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

export const sameValue = (a: unknown, b: unknown): boolean =>
  (a ?? null) === (b ?? null) || canonical(a ?? null) === canonical(b ?? null);

/**
 * Fields of `data` that differ from `previousData`. Only writable schema properties are kept
 * when a definition is given (system and readOnly fields, and react-admin's extras, never go).
 * A field absent from `data` is not a change: the form did not hold it.
 */
export function changedFields(
  data: Record<string, unknown>,
  previousData: Record<string, unknown> | undefined,
  def?: ResourceDef,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || isSystemField(key)) continue;
    if (def) {
      const property = def.schema.properties[key];
      if (!property || property.readOnly) continue;
    }
    if (!previousData || !sameValue(value, previousData[key])) changes[key] = value;
  }
  return changes;
}
