import { TextArrayInput } from 'react-admin';
import { common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function TagsInput(props: InputRendererProps) {
  return <TextArrayInput {...common(props)} />;
}
