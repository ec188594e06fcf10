// MUI X date and date-time pickers wired to the form through useInput, in the console's language
// (PickerLocalization). Shown DD MMM YYYY HH:mm, sent YYYY-MM-DDTHH:mm:ss.SSSZ (date: YYYY-MM-DD);
// an unfinished date stays in the form as typed (and fails validation). The engine's date inputs,
// the list's date-range filters and the delivery page's date fields (with a helper text saying why
// a locked one is locked) all use this one.
import type { ReactNode } from 'react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { FieldTitle, useInput } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { DISPLAY_DATE, DISPLAY_DATE_TIME, WIRE_DATE, WIRE_DATE_TIME } from '../format.ts';
import { DESKTOP_MODE, PickerLocalization } from './PickerLocalization.tsx';

type PickerValue = string | Dayjs | null | undefined;
const toPickerValue = (value: PickerValue) =>
  value === null || value === undefined || value === ''
    ? null
    : dayjs.isDayjs(value)
      ? value
      : dayjs(value);

export interface PickerInputProps {
  source: string;
  label: string;
  kind: 'date-time' | 'date';
  required?: boolean;
  readOnly?: boolean;
  /** Under the field when it has no error (linked to the input as its description). */
  helperText?: ReactNode;
  /** Read by react-admin's filter form. */
  alwaysOn?: boolean;
}

export function PickerInput({
  source,
  label,
  required = false,
  readOnly = false,
  kind,
  helperText,
}: PickerInputProps) {
  const { field, fieldState, isRequired } = useInput({
    source,
    isRequired: required,
    readOnly,
    format: (v: unknown) => v,
    parse: (v: unknown) => v,
  });
  const wire = kind === 'date-time' ? WIRE_DATE_TIME : WIRE_DATE;
  const onChange = (value: Dayjs | null) =>
    field.onChange(value === null ? null : value.isValid() ? value.format(wire) : value);
  const Picker = kind === 'date-time' ? DateTimePicker : DatePicker;
  return (
    <PickerLocalization>
      <Picker
        label={<FieldTitle label={label} isRequired={isRequired} />}
        value={toPickerValue(field.value as PickerValue)}
        onChange={onChange}
        format={kind === 'date-time' ? DISPLAY_DATE_TIME : DISPLAY_DATE}
        ampm={kind === 'date-time' ? false : undefined}
        readOnly={readOnly}
        desktopModeMediaQuery={DESKTOP_MODE}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            error: !!fieldState.error,
            helperText: (
              <InputHelperText error={fieldState.error?.message} helperText={helperText} />
            ),
            fullWidth: true,
            // Same look as react-admin's inputs around it.
            variant: 'filled',
            size: 'small',
            margin: 'dense',
          },
        }}
      />
    </PickerLocalization>
  );
}
