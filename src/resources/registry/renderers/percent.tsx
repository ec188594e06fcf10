import { LocaleNumberInput } from '../LocaleNumberInput.tsx';
import { adornment, common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function PercentInput(props: InputRendererProps) {
  return <LocaleNumberInput {...common(props)} slotProps={adornment('%', 'end')} />;
}
