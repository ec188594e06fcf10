import { AutocompleteArrayInput, ReferenceArrayInput, TextArrayInput } from 'react-admin';
import { searchToQuery, useReferenceTarget } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function ReferenceArrayValueInput(props: InputRendererProps) {
  const { target, filter, registered, source, rest } = useReferenceTarget(props);
  if (!registered) return <TextArrayInput source={source} {...rest} />;
  return (
    <ReferenceArrayInput source={source} reference={target} filter={filter}>
      <AutocompleteArrayInput {...rest} filterToQuery={searchToQuery} />
    </ReferenceArrayInput>
  );
}
