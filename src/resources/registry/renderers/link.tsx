import { TextInput } from 'react-admin';
import { hintsOf } from '../../schemaUtils.ts';
import { common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

/** A text input of the link's type (the phone keypad, the e-mail keyboard); by format alone, plain text. */
export function LinkInput(props: InputRendererProps) {
  const widget = hintsOf(props.schema).widget;
  const type =
    widget === 'email' ? 'email' : widget === 'phone' ? 'tel' : widget === 'url' ? 'url' : 'text';
  return <TextInput {...common(props)} type={type} />;
}
