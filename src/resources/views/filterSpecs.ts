// A list's filter inputs as data (which inputs, their labels, choices and references): what the
// list's filter form draws (listFilters.tsx). Pure: no React here.
import type { FilterOperator, ResourceDef } from '../../generated/registry.ts';
import { enumLabel, fieldLabel, hintsOf } from '../schemaUtils.ts';
import { mainType, schemaAt } from '../../domain/schema/schemaPath.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

// Operator inputs read '<field> ≥' for numbers and text, '<field> dari' / 'sampai' for dates, so the
// inputs of one field never share a label.
const RANGE_LABEL: Partial<Record<FilterOperator, string>> = {
  gte: 'engine.filter.gte',
  lte: 'engine.filter.lte',
  gt: 'engine.filter.gt',
  lt: 'engine.filter.lt',
  ne: 'engine.filter.ne',
};
const DATE_RANGE_LABEL: Partial<Record<FilterOperator, string>> = {
  gte: 'engine.filter.date.gte',
  lte: 'engine.filter.date.lte',
  gt: 'engine.filter.date.gt',
  lt: 'engine.filter.date.lt',
  ne: 'engine.filter.date.ne',
};

/** With this many inputs or fewer (search included) they all fit on the toolbar's one row. */
export const ALWAYS_ON_MAX = 3;

/** One filter input of a list: what buildFilters draws. */
export type FilterSpec = { source: string; label: string } & (
  | { kind: 'select' | 'select-array'; choices: { id: string; name: string }[] }
  | { kind: 'reference' | 'reference-array'; reference: string }
  | { kind: 'number' | 'text'; fit?: boolean }
  | { kind: 'boolean' | 'text-array' }
  | { kind: 'date' | 'date-time' }
);

/**
 * A list's filter inputs as data, search apart: each field's inputs in def.list.filters order, and
 * whether they all show on the toolbar (ALWAYS_ON_MAX) or wait behind the add-filter button.
 */
export function filterSpecs(
  def: ResourceDef,
  translate: Translate,
  registered: (resource: string) => boolean,
): { inputs: FilterSpec[]; allShown: boolean } {
  const inputs: FilterSpec[] = [];
  for (const [field, ops] of Object.entries(def.list.filters)) {
    const schema = schemaAt(def.schema, field);
    if (!schema) continue;
    const label = fieldLabel(translate, def.name, field, schema);
    const isDate = schema.format === 'date-time' || schema.format === 'date';
    const rangeLabel = (op: FilterOperator) =>
      translate((isDate ? DATE_RANGE_LABEL : RANGE_LABEL)[op]!, {
        field: label,
        _: `${label} (${op})`,
      });
    const multi = ops.includes('in');
    const exact = ops.includes('eq') || multi;
    const reference = hintsOf(schema).reference;
    const type = mainType(schema);

    if (schema.enum) {
      const choices = schema.enum
        .filter((v) => v !== null)
        .map((v) => ({ id: v as string, name: enumLabel(translate, def.name, field, v) }));
      inputs.push({ kind: multi ? 'select-array' : 'select', source: field, label, choices });
      continue;
    }
    if (reference && exact) {
      if (!registered(reference)) inputs.push({ kind: 'number', source: field, label });
      else
        inputs.push({
          kind: multi ? 'reference-array' : 'reference',
          source: field,
          label,
          reference,
        });
      continue;
    }
    if (type === 'boolean') {
      inputs.push({ kind: 'boolean', source: field, label });
      continue;
    }
    const isNumber = type === 'number' || type === 'integer';
    if (exact) {
      if (isNumber) inputs.push({ kind: 'number', source: field, label });
      else if (multi && !isDate) inputs.push({ kind: 'text-array', source: field, label });
      else if (!isDate) inputs.push({ kind: 'text', source: field, label });
    }
    for (const op of ['gte', 'lte', 'gt', 'lt', 'ne'] as const) {
      if (!ops.includes(op)) continue;
      const source = `${field}_${op}`;
      if (isDate)
        inputs.push({
          kind: schema.format === 'date' ? 'date' : 'date-time',
          source,
          label: rangeLabel(op),
        });
      else
        inputs.push({
          kind: isNumber ? 'number' : 'text',
          source,
          label: rangeLabel(op),
          fit: true,
        });
    }
  }
  return { inputs, allShown: (def.list.search.length ? 1 : 0) + inputs.length <= ALWAYS_ON_MAX };
}
