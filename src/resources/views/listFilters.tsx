// List filters from def.list.filters. Filter values follow one convention the order-service data
// provider turns into `filters` clauses: `field` = eq (an array = in), `field_gte|_lte|_gt|_lt|_ne` =
// that operator; dotted fields nest (`{status: {name: [...]}}`) and are flattened back by the provider.
import { cloneElement, type ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import type { FilterOperator, ResourceDef } from '../../generated/registry.ts';
import { lazyInput } from '../registry/lazyInputs.tsx';
import { enumLabelKey, fieldLabelKey, hintsOf, humanize } from '../schemaUtils.ts';
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

const searchToQuery = (q: string) => (q ? { q } : {});
// Wide enough for the whole label: the operator ('≥', 'sampai') sits at its end and must not be cut off.
const fitLabel = (label: string) => ({ minWidth: `${Math.min(label.length + 6, 40)}ch` });
// Date filters load the pickers on demand: most lists have none.
const PickerInput = lazyInput('PickerInput');

/**
 * The search input of a resource's lists, when its schema names search fields: `q`, which the data
 * providers send as the contract's `search`. Shared by the top-level list and a parent's child tab.
 */
export function searchFilters(def: ResourceDef): ReactElement<{ alwaysOn?: boolean }>[] {
  return def.list.search.length ? [<SearchInput key="q" source="q" alwaysOn />] : [];
}

/** Filter inputs for a resource's list. `registered` tells which reference targets the user can search. */
export function buildFilters(def: ResourceDef, translate: Translate, registered: (resource: string) => boolean): ReactElement[] {
  const filters: ReactElement<{ alwaysOn?: boolean }>[] = [];
  for (const [field, ops] of Object.entries(def.list.filters)) {
    const schema = schemaAt(def.schema, field);
    if (!schema) continue;
    const label = translate(fieldLabelKey(def.name, field, schema), { _: humanize(field) });
    const isDate = schema.format === 'date-time' || schema.format === 'date';
    const rangeLabel = (op: FilterOperator) => translate((isDate ? DATE_RANGE_LABEL : RANGE_LABEL)[op]!, { field: label, _: `${label} (${op})` });
    const multi = ops.includes('in');
    const exact = ops.includes('eq') || multi;
    const reference = hintsOf(schema).reference;
    const type = mainType(schema);
    const key = (suffix = '') => `${field}${suffix}`;

    if (schema.enum) {
      const choices = schema.enum.filter((v) => v !== null).map((v) => ({ id: v as string, name: translate(enumLabelKey(def.name, field, v), { _: String(v) }) }));
      filters.push(
        multi ? (
          <SelectArrayInput key={key()} source={field} label={label} choices={choices} translateChoice={false} />
        ) : (
          <SelectInput key={key()} source={field} label={label} choices={choices} translateChoice={false} />
        ),
      );
      continue;
    }
    if (reference && exact) {
      if (!registered(reference)) {
        filters.push(<NumberInput key={key()} source={field} label={label} />);
      } else if (multi) {
        filters.push(
          <ReferenceArrayInput key={key()} source={field} reference={reference} label={label}>
            <AutocompleteArrayInput label={label} filterToQuery={searchToQuery} />
          </ReferenceArrayInput>,
        );
      } else {
        filters.push(
          <ReferenceInput key={key()} source={field} reference={reference} label={label}>
            <AutocompleteInput label={label} filterToQuery={searchToQuery} />
          </ReferenceInput>,
        );
      }
      continue;
    }
    if (type === 'boolean') {
      filters.push(<NullableBooleanInput key={key()} source={field} label={label} />);
      continue;
    }
    const isNumber = type === 'number' || type === 'integer';
    if (exact) {
      if (isNumber) filters.push(<NumberInput key={key()} source={field} label={label} />);
      else if (multi && !isDate) filters.push(<TextArrayInput key={key()} source={field} label={label} />);
      else if (!isDate) filters.push(<TextInput key={key()} source={field} label={label} />);
    }
    for (const op of ['gte', 'lte', 'gt', 'lt', 'ne'] as const) {
      if (!ops.includes(op)) continue;
      const source = key(`_${op}`);
      if (isDate) {
        filters.push(<PickerInput key={source} source={source} label={rangeLabel(op)} kind={schema.format === 'date' ? 'date' : 'date-time'} />);
      } else if (isNumber) {
        filters.push(<NumberInput key={source} source={source} label={rangeLabel(op)} sx={fitLabel(rangeLabel(op))} />);
      } else {
        filters.push(<TextInput key={source} source={source} label={rangeLabel(op)} sx={fitLabel(rangeLabel(op))} />);
      }
    }
  }
  // Few inputs show at once (reasons: their type); more wait behind the add-filter button, where each
  // is listed by its whole label instead of crowding the toolbar onto several rows.
  const search = searchFilters(def);
  const showAll = search.length + filters.length <= ALWAYS_ON_MAX;
  return [...search, ...filters.map((f) => (showAll ? cloneElement(f, { alwaysOn: true }) : f))];
}
