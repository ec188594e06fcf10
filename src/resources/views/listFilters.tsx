// List filters from def.list.filters. Filter values follow one convention the order-service data
// provider turns into `filters` clauses: `field` = eq (an array = in), `field_gte|_lte|_gt|_lt|_ne` =
// that operator; dotted fields nest (`{status: {name: [...]}}`) and are flattened back by the provider.
import { cloneElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { TextField } from '@mui/material';
import { SearchInput, TextInput } from 'react-admin';
import type { ResourceDef } from '../../generated/registry.ts';
import { LazyPickerInput as PickerInput } from '../registry/lazyInputs.tsx';
import { filterSpecs, type FilterSpec } from './filterSpecs.ts';
import {
  loadedFilterInputs,
  loadFilterInputs,
  showsFilterInputs,
  type FilterInputs,
} from './filterInputsLoader.ts';

export { ALWAYS_ON_MAX, filterSpecs, type FilterSpec } from './filterSpecs.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A stand-in for one of filterInputs.tsx's inputs: that input once the chunk is here, else, while it
 * loads, an empty field of the same size with the filter's label (only a filter on show renders).
 */
function lazyFilterInput(name: Exclude<keyof FilterInputs, 'default'>): ComponentType<any> {
  type AnyProps = any;
  const Lazy = lazy(async () => ({
    default: (await loadFilterInputs())[name] as ComponentType<AnyProps>,
  }));
  const Input = (props: AnyProps) => {
    const loaded = loadedFilterInputs();
    if (loaded) {
      const Loaded = loaded[name] as ComponentType<AnyProps>;
      return <Loaded {...props} />;
    }
    return (
      <Suspense
        fallback={
          <TextField
            label={props.label}
            size="small"
            disabled
            sx={props.sx}
            slotProps={{ htmlInput: { 'aria-hidden': true, tabIndex: -1 } }}
          />
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  };
  Input.displayName = `Filter(${name})`;
  return Input;
}

const SelectInput = lazyFilterInput('SelectInput');
const SelectArrayInput = lazyFilterInput('SelectArrayInput');
const ReferenceFilter = lazyFilterInput('ReferenceFilter');
const ReferenceArrayFilter = lazyFilterInput('ReferenceArrayFilter');
const NullableBooleanInput = lazyFilterInput('NullableBooleanInput');
const NumberInput = lazyFilterInput('NumberInput');
const TextArrayInput = lazyFilterInput('TextArrayInput');
// Wide enough for the whole label: the operator ('≥', 'sampai') sits at its end and must not be cut off.
const fitLabel = (label: string) => ({ minWidth: `${Math.min(label.length + 6, 40)}ch` });

/**
 * The search input of a resource's lists, when its schema names search fields: `q`, which the data
 * providers send as the contract's `search`. Shared by the top-level list and a parent's child tab.
 */
export function searchFilters(def: ResourceDef): ReactElement<{ alwaysOn?: boolean }>[] {
  return def.list.search.length ? [<SearchInput key="q" source="q" alwaysOn />] : [];
}

/** Filter inputs for a resource's list. `registered` tells which reference targets the user can search. */
export function buildFilters(
  def: ResourceDef,
  translate: Translate,
  registered: (resource: string) => boolean,
): ReactElement[] {
  const specs = filterSpecs(def, translate, registered);
  const filters = specs.inputs.map(filterElement);
  // Few inputs show at once (reasons: their type); more wait behind the add-filter button, where each
  // is listed by its whole label instead of crowding the toolbar onto several rows.
  const search = searchFilters(def);
  // Filters on show from the first render: their inputs' chunk, if a route has not loaded it with
  // the list already (resourceElements.tsx).
  if (showsFilterInputs(def)) void loadFilterInputs().catch(() => undefined);
  return [
    ...search,
    ...filters.map((f) => (specs.allShown ? cloneElement(f, { alwaysOn: true }) : f)),
  ];
}

function filterElement(spec: FilterSpec): ReactElement<{ alwaysOn?: boolean }> {
  const { source, label } = spec;
  switch (spec.kind) {
    case 'select':
      return (
        <SelectInput
          key={source}
          source={source}
          label={label}
          choices={spec.choices}
          translateChoice={false}
        />
      );
    case 'select-array':
      return (
        <SelectArrayInput
          key={source}
          source={source}
          label={label}
          choices={spec.choices}
          translateChoice={false}
        />
      );
    case 'reference':
      return (
        <ReferenceFilter key={source} source={source} reference={spec.reference} label={label} />
      );
    case 'reference-array':
      return (
        <ReferenceArrayFilter
          key={source}
          source={source}
          reference={spec.reference}
          label={label}
        />
      );
    case 'boolean':
      return <NullableBooleanInput key={source} source={source} label={label} />;
    case 'number':
      return (
        <NumberInput
          key={source}
          source={source}
          label={label}
          sx={spec.fit ? fitLabel(label) : undefined}
        />
      );
    case 'text':
      return (
        <TextInput
          key={source}
          source={source}
          label={label}
          sx={spec.fit ? fitLabel(label) : undefined}
        />
      );
    case 'text-array':
      return <TextArrayInput key={source} source={source} label={label} />;
    case 'date':
    case 'date-time':
      return <PickerInput key={source} source={source} label={label} kind={spec.kind} />;
  }
}
