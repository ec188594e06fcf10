import { AutocompleteInput, RadioButtonGroupInput, SelectInput } from 'react-admin';
import { isNullable } from '../../../domain/schema/schemaPath.ts';
import { common, useEnumChoices } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function EnumSelectInput(props: InputRendererProps) {
  const choices = useEnumChoices(props, props.schema.enum);
  const nullable = isNullable(props.schema) || props.schema.enum?.includes(null);
  return (
    <SelectInput
      {...common(props)}
      choices={choices}
      translateChoice={false}
      emptyText={nullable || !props.required ? '–' : undefined}
    />
  );
}

export function EnumRadioInput(props: InputRendererProps) {
  const choices = useEnumChoices(props, props.schema.enum);
  const { fullWidth: _fw, ...rest } = common(props);
  void _fw;
  return <RadioButtonGroupInput {...rest} choices={choices} translateChoice={false} row />;
}

export function EnumAutocompleteInput(props: InputRendererProps) {
  const choices = useEnumChoices(props, props.schema.enum);
  return <AutocompleteInput {...common(props)} choices={choices} translateChoice={false} />;
}
