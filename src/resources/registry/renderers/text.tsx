import { TextInput } from 'react-admin';
import { common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function TextValueInput(props: InputRendererProps) {
  // No maxLength attribute: the user sees 'Maksimal n karakter' instead of keys that silently do nothing.
  return <TextInput {...common(props)} type="text" />;
}

export function TextareaInput(props: InputRendererProps) {
  return <TextInput {...common(props)} multiline minRows={3} />;
}

export function TimeValueInput(props: InputRendererProps) {
  return <TextInput {...common(props)} type="time" slotProps={{ inputLabel: { shrink: true } }} />;
}
