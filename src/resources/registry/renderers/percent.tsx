import { NumberInput } from 'react-admin';
import { adornment, common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function PercentInput(props: InputRendererProps) {
  return <NumberInput {...common(props)} step="any" slotProps={adornment('%', 'end')} />;
}
