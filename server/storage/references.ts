// References a write makes, checked before the write: every id must exist, and match the field's
// referenceFilter (a marketing user must be one). One query per referenced table.
import { andOwnRows } from '../tenancy.ts';
import type { Db } from '../db.ts';
import { badRequest, errorMap } from '../errors.ts';
import type { JsonSchema, ResourceDef } from '../../src/generated/registry.ts';
import { quoteIdent, tableName } from './columns.ts';
import { isPlainObject, type RecordData } from './records.ts';

interface ReferenceUse {
  path: string;
  target: string;
  id: number;
  /** The referenceFilter hint: fields the referenced record must equal. */
  filter?: Record<string, string | number | boolean>;
}

/** Every reference id in a value, at any depth (top-level columns, nested objects, arrays). */
function collectReferences(schema: JsonSchema, value: unknown, path: string, out: ReferenceUse[]) {
  if (value === null || value === undefined) return;
  const target = schema['x-admin']?.reference;
  if (target) {
    const filter = schema['x-admin']?.referenceFilter;
    if (typeof value === 'number') out.push({ path, target, id: value, filter });
    else if (Array.isArray(value))
      value.forEach(
        (v, i) =>
          typeof v === 'number' && out.push({ path: `${path}.${i}`, target, id: v, filter }),
      );
    return;
  }
  if (Array.isArray(value) && schema.items)
    value.forEach((v, i) => collectReferences(schema.items!, v, `${path}.${i}`, out));
  else if (isPlainObject(value) && schema.properties) {
    for (const [key, child] of Object.entries(schema.properties)) {
      if (key in value) collectReferences(child, value[key], path ? `${path}.${key}` : key, out);
    }
  }
}

/** Throws a field-keyed 400 (`not-found`, or `invalid-value` for a record the field may not point to). */
export async function checkReferences(
  tx: Db,
  resources: Record<string, ResourceDef>,
  properties: Record<string, JsonSchema>,
  changes: RecordData,
) {
  await checkReferencesOf(tx, resources, properties, [changes], (path) => path);
}

/**
 * checkReferences for many records at once (a bulk import), still one query per referenced table;
 * an error is keyed `<index>.<path>`.
 */
export async function checkManyReferences(
  tx: Db,
  resources: Record<string, ResourceDef>,
  properties: Record<string, JsonSchema>,
  records: readonly RecordData[],
) {
  await checkReferencesOf(tx, resources, properties, records, (path, i) => `${i}.${path}`);
}

async function checkReferencesOf(
  tx: Db,
  resources: Record<string, ResourceDef>,
  properties: Record<string, JsonSchema>,
  records: readonly RecordData[],
  keyOf: (path: string, index: number) => string,
) {
  const uses: ReferenceUse[] = [];
  records.forEach((changes, index) => {
    for (const [field, value] of Object.entries(changes)) {
      const schema = Object.hasOwn(properties, field) ? properties[field] : undefined;
      if (schema) collectReferences(schema, value, keyOf(field, index), uses);
    }
  });
  const byTarget = new Map<string, ReferenceUse[]>();
  for (const use of uses) {
    if (!Object.hasOwn(resources, use.target) || !Number.isSafeInteger(use.id)) continue;
    byTarget.set(use.target, [...(byTarget.get(use.target) ?? []), use]);
  }
  const errors = errorMap();
  for (const [target, list] of byTarget) {
    const ids = [...new Set(list.map((u) => u.id))];
    const placeholders = ids.map((_, i) => `$${i + 1}::bigint`).join(', ');
    const filterFields = [...new Set(list.flatMap((u) => Object.keys(u.filter ?? {})))];
    const columns = ['id', ...filterFields].map(quoteIdent).join(', ');
    // Another company's record is not found (row-level security; ownRowsCondition is the second line).
    const params: unknown[] = [...ids];
    const own = andOwnRows(resources[target]!.tenancy, params);
    const rows = (
      await tx.query<RecordData>(
        `SELECT ${columns} FROM ${quoteIdent(tableName(target))} WHERE id IN (${placeholders})${own}`,
        params,
      )
    ).rows;
    const found = new Map(rows.map((row) => [Number(row.id), row]));
    for (const use of list) {
      const row = found.get(use.id);
      if (!row) errors[use.path] = 'not-found';
      // The record exists but is not one this field may point to (a driver as marketing user).
      else if (
        use.filter &&
        !Object.entries(use.filter).every(([field, value]) => row[field] === value)
      )
        errors[use.path] = 'invalid-value';
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}
