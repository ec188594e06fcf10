// The one number input (docs/architecture.md "Numbers as typed"): a text box showing the number in
// the UI language (1.000.000,5 in Indonesian, 1,000,000.5 in English) that gives the form a number.
// A browser's type=number reads '12,5' and '1.000.000' by its own rules (125, 1) and never says so;
// here the text is read by parseNumber, and what it refuses stays in the box with a field error and
// an UnparsedNumber in the form, which no validator accepts, so the form does not save.
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { FieldTitle, useInput, useLocaleState, useTranslate, type Validator } from 'ra-core';
import { InputHelperText } from 'react-admin';
import {
  formatNumberText,
  isUnparsedNumber,
  parseNumber,
  unparsedNumber,
} from '../../domain/format/numbers.ts';

export interface LocaleNumberInputProps {
  source: string;
  label?: ReactNode;
  resource?: string;
  isRequired?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  defaultValue?: unknown;
  helperText?: ReactNode;
  validate?: Validator | Validator[];
  /** Whole numbers only: the phone shows digits without a decimal key. */
  integer?: boolean;
  slotProps?: TextFieldProps['slotProps'];
}

/** The text the box shows for a form value: the number formatted, or the refused text as typed. */
const textOf = (value: unknown, locale: string) =>
  isUnparsedNumber(value)
    ? value.text
    : typeof value === 'number'
      ? formatNumberText(value, locale)
      : typeof value === 'string'
        ? // A number the API sent as its JSON text ('12.5') is shown as a number too.
          /^-?\d+(\.\d+)?$/.test(value)
          ? formatNumberText(Number(value), locale)
          : value
        : '';

export function LocaleNumberInput({
  source,
  label,
  resource,
  isRequired: required,
  readOnly,
  disabled,
  fullWidth,
  defaultValue = null,
  helperText,
  validate,
  integer,
  slotProps,
}: LocaleNumberInputProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const {
    field,
    fieldState: { error, invalid, isTouched },
    formState: { isSubmitted },
    id,
    isRequired,
  } = useInput({
    source,
    resource,
    defaultValue,
    validate,
    disabled,
    readOnly,
    isRequired: required,
  });
  const [text, setText] = useState(() => textOf(field.value, locale));
  const focused = useRef(false);

  // A new record, a reset or another language: shown afresh, unless the user is typing in it.
  useEffect(() => {
    if (focused.current) return;
    const next = textOf(field.value, locale);
    setText((current) => (current === next ? current : next));
  }, [field.value, locale]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setText(typed);
    const parsed = parseNumber(typed, locale);
    field.onChange(parsed.ok ? parsed.value : unparsedNumber(typed, parsed.error));
  };
  const blur = (_event: FocusEvent<HTMLInputElement>) => {
    focused.current = false;
    field.onBlur();
    // A number read is shown back in its canonical form ('1000000' becomes '1.000.000').
    if (!isUnparsedNumber(field.value)) setText(textOf(field.value, locale));
  };

  // The parse error is this input's own: it names the language's format whatever the form says.
  const parseError = isUnparsedNumber(field.value)
    ? translate(`validation.number_${field.value.error}`, {
        example: formatNumberText(1234567.5, locale),
      })
    : undefined;
  const shownError = parseError && (isTouched || isSubmitted) ? parseError : undefined;
  const hasError = Boolean(shownError) || invalid;

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={change}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={blur}
      className={`ra-input ra-input-${source}`}
      type="text"
      size="small"
      error={hasError}
      disabled={disabled || readOnly}
      fullWidth={fullWidth}
      label={
        label === '' || label === false ? null : (
          <FieldTitle
            label={label as string}
            source={source}
            resource={resource}
            isRequired={isRequired}
          />
        )
      }
      helperText={
        shownError ? (
          shownError
        ) : helperText !== false || invalid ? (
          <InputHelperText error={invalid ? error?.message : undefined} helperText={helperText} />
        ) : null
      }
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: integer ? 'numeric' : 'decimal',
          readOnly,
          'aria-invalid': hasError,
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}
