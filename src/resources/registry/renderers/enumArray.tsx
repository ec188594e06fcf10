import { SelectArrayInput } from 'react-admin';
import { common, useEnumChoices } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function EnumArrayInput(props: InputRendererProps) {
  const choices = useEnumChoices(props, props.schema.items?.enum);
  return <SelectArrayInput {...common(props)} choices={choices} translateChoice={false} />;
}
