import { PasswordInput } from 'react-admin';
import { common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function PasswordValueInput(props: InputRendererProps) {
  return <PasswordInput {...common(props)} />;
}
