import { NumberInput, TextInput } from 'react-admin';
import { typesOf } from '../../../domain/schema/schemaPath.ts';
import { common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

/** An id or code-like number: a whole-number input with no unit (type=number shows no grouping). */
export function IdentifierInput(props: InputRendererProps) {
  if (!typesOf(props.schema).some((t) => t === 'integer' || t === 'number'))
    return <TextInput {...common(props)} />;
  return <NumberInput {...common(props)} step={1} />;
}
