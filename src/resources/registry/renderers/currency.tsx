import { LocaleNumberInput } from '../LocaleNumberInput.tsx';
import { adornment, common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function CurrencyInput(props: InputRendererProps) {
  return <LocaleNumberInput {...common(props)} slotProps={adornment('Rp', 'start')} />;
}
