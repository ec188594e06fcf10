import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import { searchToQuery, useReferenceTarget } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function ReferenceValueInput(props: InputRendererProps) {
  const { target, filter, registered, source, rest } = useReferenceTarget(props);
  // Without read access to the target there is nothing to search: the id is typed instead.
  if (!registered) return <NumberInput source={source} {...rest} step={1} />;
  return (
    <ReferenceInput source={source} reference={target} filter={filter}>
      <AutocompleteInput {...rest} filterToQuery={searchToQuery} />
    </ReferenceInput>
  );
}

/** widget "select" on a reference: a plain select of the target's records instead of an autocomplete. */
export function ReferenceSelectInput(props: InputRendererProps) {
  const { target, filter, registered, source, rest } = useReferenceTarget(props);
  if (!registered) return <NumberInput source={source} {...rest} step={1} />;
  return (
    <ReferenceInput source={source} reference={target} filter={filter} perPage={100}>
      <SelectInput {...rest} />
    </ReferenceInput>
  );
}
