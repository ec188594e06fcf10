// List filters from def.list.filters. Filter values follow one convention the order-service data
// provider turns into `filters` clauses: `field` = eq (an array = in), `field_gte|_lte|_gt|_lt|_ne` =
// that operator; dotted fields nest (`{status: {name: [...]}}`) and are flattened back by the provider.
import type { ReactElement } from 'react';
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
import { enumLabelKey, fieldLabelKey, hintsOf, humanize, schemaAt, typesOf } from '../schemaUtils.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const RANGE_LABEL: Partial<Record<FilterOperator, string>> = {
  gte: 'engine.filter.gte',
  lte: 'engine.filter.lte',
  gt: 'engine.filter.gt',
  lt: 'engine.filter.lt',
  ne: 'engine.filter.ne',
};

const searchToQuery = (q: string) => (q ? { q } : {});
// Date filters load the pickers on demand: most lists have none.
const PickerInput = lazyInput('PickerInput');

/** Filter inputs for a resource's list. `registered` tells which reference targets the user can search. */
export function buildFilters(def: ResourceDef, translate: Translate, registered: (resource: string) => boolean): ReactElement[] {
  const filters: ReactElement[] = [];
  if (def.list.search.length) filters.push(<SearchInput key="q" source="q" alwaysOn />);
  const entries = Object.entries(def.list.filters);
  // With few filters there is room to show them all at once (reasons: their type).
  const alwaysOn = entries.length <= 2;
  for (const [field, ops] of entries) {
    const schema = schemaAt(def.schema, field);
    if (!schema) continue;
    const label = translate(fieldLabelKey(def.name, field, schema), { _: humanize(field) });
    const rangeLabel = (op: FilterOperator) => translate(RANGE_LABEL[op]!, { field: label, _: `${label} (${op})` });
    const multi = ops.includes('in');
    const exact = ops.includes('eq') || multi;
    const reference = hintsOf(schema).reference;
    const type = typesOf(schema)[0];
    const key = (suffix = '') => `${field}${suffix}`;

    if (schema.enum) {
      const choices = schema.enum
        .filter((v) => v !== null)
        .map((v) => ({ id: v as string, name: translate(enumLabelKey(def.name, field, v), { _: String(v) }) }));
      filters.push(
        multi ? (
          <SelectArrayInput key={key()} source={field} label={label} choices={choices} translateChoice={false} alwaysOn={alwaysOn} />
        ) : (
          <SelectInput key={key()} source={field} label={label} choices={choices} translateChoice={false} alwaysOn={alwaysOn} />
        ),
      );
      continue;
    }
    if (reference && exact) {
      if (!registered(reference)) {
        filters.push(<NumberInput key={key()} source={field} label={label} alwaysOn={alwaysOn} />);
      } else if (multi) {
        filters.push(
          <ReferenceArrayInput key={key()} source={field} reference={reference} label={label} alwaysOn={alwaysOn}>
            <AutocompleteArrayInput label={label} filterToQuery={searchToQuery} />
          </ReferenceArrayInput>,
        );
      } else {
        filters.push(
          <ReferenceInput key={key()} source={field} reference={reference} label={label} alwaysOn={alwaysOn}>
            <AutocompleteInput label={label} filterToQuery={searchToQuery} />
          </ReferenceInput>,
        );
      }
      continue;
    }
    if (type === 'boolean') {
      filters.push(<NullableBooleanInput key={key()} source={field} label={label} alwaysOn={alwaysOn} />);
      continue;
    }
    const isDate = schema.format === 'date-time' || schema.format === 'date';
    const isNumber = type === 'number' || type === 'integer';
    if (exact) {
      if (isNumber) filters.push(<NumberInput key={key()} source={field} label={label} alwaysOn={alwaysOn} />);
      else if (multi && !isDate) filters.push(<TextArrayInput key={key()} source={field} label={label} alwaysOn={alwaysOn} />);
      else if (!isDate) filters.push(<TextInput key={key()} source={field} label={label} alwaysOn={alwaysOn} />);
    }
    for (const op of ['gte', 'lte', 'gt', 'lt', 'ne'] as const) {
      if (!ops.includes(op)) continue;
      const source = key(`_${op}`);
      if (isDate) {
        filters.push(
          <PickerInput key={source} source={source} label={rangeLabel(op)} kind={schema.format === 'date' ? 'date' : 'date-time'} alwaysOn={alwaysOn} />,
        );
      } else if (isNumber) {
        filters.push(<NumberInput key={source} source={source} label={rangeLabel(op)} alwaysOn={alwaysOn} />);
      } else {
        filters.push(<TextInput key={source} source={source} label={rangeLabel(op)} alwaysOn={alwaysOn} />);
      }
    }
  }
  return filters;
}
