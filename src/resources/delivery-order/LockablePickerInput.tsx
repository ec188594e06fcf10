// The engine's PickerInput (src/resources/registry/inputs.tsx) with a helper text, so a locked field
// can say why (its reason is linked to the input as its description). Same formats: shown
// DD MMM YYYY HH:mm, sent YYYY-MM-DDTHH:mm:ss.SSSZ (date: YYYY-MM-DD).
import type { ReactNode } from 'react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickerLocalization } from '../registry/PickerLocalization.tsx';
import dayjs, { type Dayjs } from 'dayjs';
import { FieldTitle, useInput } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { DISPLAY_DATE, DISPLAY_DATE_TIME, WIRE_DATE, WIRE_DATE_TIME } from '../format.ts';

export interface LockablePickerInputProps {
  source: string;
  label: string;
  kind: 'date-time' | 'date';
  required?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
}

const toPickerValue = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : dayjs.isDayjs(value) ? value : dayjs(value as string);

export function LockablePickerInput({ source, label, kind, required = false, readOnly = false, helperText }: LockablePickerInputProps) {
  const { field, fieldState, isRequired } = useInput({ source, isRequired: required, readOnly, format: (v: unknown) => v, parse: (v: unknown) => v });
  const wire = kind === 'date-time' ? WIRE_DATE_TIME : WIRE_DATE;
  // An unfinished date stays in the form as typed (and fails validation), as in the engine.
  const onChange = (value: Dayjs | null) => field.onChange(value === null ? null : value.isValid() ? value.format(wire) : value);
  const Picker = kind === 'date-time' ? DateTimePicker : DatePicker;
  return (
    <PickerLocalization>
      <Picker
        label={<FieldTitle label={label} isRequired={isRequired} />}
        value={toPickerValue(field.value)}
        onChange={onChange}
        format={kind === 'date-time' ? DISPLAY_DATE_TIME : DISPLAY_DATE}
        ampm={kind === 'date-time' ? false : undefined}
        readOnly={readOnly}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            error: !!fieldState.error,
            helperText: <InputHelperText error={fieldState.error?.message} helperText={helperText} />,
            fullWidth: true,
            variant: 'filled',
            size: 'small',
            margin: 'dense',
          },
        }}
      />
    </PickerLocalization>
  );
}
