import { Box, TextField as MuiTextField, Typography } from '@mui/material';
import { FieldTitle, useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { parseDuration, toDuration, type DurationParts } from '../../format.ts';
import type { InputRendererProps } from '../types.ts';

/** ISO 8601 duration edited as days, hours and minutes. */
export function DurationInput(props: InputRendererProps) {
  const { source, label, required, readOnly } = props;
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({
    source,
    isRequired: required,
    readOnly,
    format: (v: unknown) => v,
    parse: (v: unknown) => v,
  });
  const parts: DurationParts = parseDuration(field.value) ?? { days: 0, hours: 0, minutes: 0 };
  const set = (key: keyof DurationParts) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...parts, [key]: event.target.value === '' ? 0 : Number(event.target.value) };
    field.onChange(toDuration(next));
  };
  const unitFields: [keyof DurationParts, string, number][] = [
    ['days', 'engine.duration.days_label', 365],
    ['hours', 'engine.duration.hours_label', 23],
    ['minutes', 'engine.duration.minutes_label', 59],
  ];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} onBlur={field.onBlur}>
      <Typography
        component="legend"
        variant="caption"
        color={fieldState.error ? 'error' : 'text.secondary'}
      >
        <FieldTitle label={label} isRequired={isRequired} />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {unitFields.map(([key, unitKey, max]) => (
          <MuiTextField
            key={key}
            type="number"
            size="small"
            margin="dense"
            label={translate(unitKey)}
            value={parts[key] || ''}
            onChange={set(key)}
            error={!!fieldState.error}
            slotProps={{ htmlInput: { min: 0, max, step: 1, readOnly } }}
          />
        ))}
      </Box>
      <Typography variant="caption" color="error" role={fieldState.error ? 'alert' : undefined}>
        {fieldState.error ? <InputHelperText error={fieldState.error.message} /> : null}
      </Typography>
    </Box>
  );
}
