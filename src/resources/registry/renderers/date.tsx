import { PickerInput } from '../PickerInput.tsx';
import type { InputRendererProps } from '../types.ts';

export { PickerInput };

export function DateTimeValueInput({ source, label, required, readOnly }: InputRendererProps) {
  return (
    <PickerInput
      source={source}
      label={label}
      required={required}
      readOnly={readOnly}
      kind="date-time"
    />
  );
}

export function DateValueInput({ source, label, required, readOnly }: InputRendererProps) {
  return (
    <PickerInput
      source={source}
      label={label}
      required={required}
      readOnly={readOnly}
      kind="date"
    />
  );
}
