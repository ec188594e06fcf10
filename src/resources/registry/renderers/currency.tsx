import { NumberInput } from 'react-admin';
import { adornment, common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function CurrencyInput(props: InputRendererProps) {
  return <NumberInput {...common(props)} step={1} slotProps={adornment('Rp', 'start')} />;
}
