// The list filters' inputs other than text and search (listFilters.tsx): a chunk of their own, loaded
// when a list shows one, so a list whose filters wait behind the add-filter button (customers, delivery
// orders, fleet tasks) does not load MUI's Autocomplete, the selects and react-admin's choice inputs
// before it is usable (docs/architecture.md, "One initial chunk"). Each renders what listFilters.tsx
// rendered before, with the props react-admin's FilterForm gives it.
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  type ReferenceArrayInputProps,
  type ReferenceInputProps,
} from 'react-admin';

export {
  NullableBooleanInput,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
} from 'react-admin';

const searchToQuery = (q: string) => (q ? { q } : {});

/** A reference filter: the referenced records in an autocomplete, searched with the contract's `q`. */
export function ReferenceFilter({ label, ...props }: ReferenceInputProps & { label: string }) {
  return (
    <ReferenceInput label={label} {...props}>
      <AutocompleteInput label={label} filterToQuery={searchToQuery} />
    </ReferenceInput>
  );
}

/** A filter on several references: the same, choosing many. */
export function ReferenceArrayFilter({
  label,
  ...props
}: ReferenceArrayInputProps & { label: string }) {
  return (
    <ReferenceArrayInput label={label} {...props}>
      <AutocompleteArrayInput label={label} filterToQuery={searchToQuery} />
    </ReferenceArrayInput>
  );
}
