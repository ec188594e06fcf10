// Input renderers: thin adapters over react-admin inputs (and MUI X pickers for dates).
import { useMemo, type ReactNode } from 'react';
import { Box, InputAdornment, TextField as MuiTextField, Typography } from '@mui/material';
import { FieldTitle, useInput, useResourceDefinitions, useTranslate } from 'ra-core';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  InputHelperText,
  NumberInput,
  PasswordInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import type { JsonSchema } from '../../generated/registry.ts';
import { applyMask, parseDuration, stripMask, toDuration, type DurationParts } from '../format.ts';
import { PickerInput, type PickerInputProps } from './PickerInput.tsx';
import { hintsOf, isHidden, isRequired } from '../schemaUtils.ts';
import { isNullable, typesOf } from '../../domain/schema/schemaPath.ts';
import { useEnumLabel } from '../useLabel.ts';
import { PropertyInput } from './PropertyInput.tsx';
import type { InputRendererProps } from './types.ts';

/** Props every react-admin input gets from a property: label, required mark, read-only, width, default. */
function common({ source, label, required, readOnly, schema, mode }: InputRendererProps): {
  source: string;
  label: string;
  isRequired: boolean;
  readOnly: boolean;
  fullWidth: boolean;
  defaultValue: any;
} {
  return {
    source,
    label,
    isRequired: required,
    readOnly,
    fullWidth: true,
    // Schema defaults seed new records; on edit the record's own values stand.
    defaultValue:
      mode === 'create' && schema.default !== undefined && typeof schema.default !== 'object'
        ? schema.default
        : undefined,
  };
}

function adornment(text: string | undefined, position: 'start' | 'end') {
  return text
    ? {
        input: {
          [`${position}Adornment`]: <InputAdornment position={position}>{text}</InputAdornment>,
        },
      }
    : undefined;
}

export function TextValueInput(props: InputRendererProps) {
  const widget = hintsOf(props.schema).widget;
  const type =
    widget === 'email' ? 'email' : widget === 'phone' ? 'tel' : widget === 'url' ? 'url' : 'text';
  // No maxLength attribute: the user sees 'Maksimal n karakter' instead of keys that silently do nothing.
  return <TextInput {...common(props)} type={type} />;
}

export function TextareaInput(props: InputRendererProps) {
  return <TextInput {...common(props)} multiline minRows={3} />;
}

export function PasswordValueInput(props: InputRendererProps) {
  return <PasswordInput {...common(props)} />;
}

export function NumberValueInput(props: InputRendererProps) {
  const unit = hintsOf(props.schema).unit;
  const integer =
    props.schema.type === 'integer' ||
    (Array.isArray(props.schema.type) && props.schema.type.includes('integer'));
  return (
    <NumberInput {...common(props)} step={integer ? 1 : 'any'} slotProps={adornment(unit, 'end')} />
  );
}

/** An id or code-like number: a whole-number input with no unit (type=number shows no grouping). */
export function IdentifierInput(props: InputRendererProps) {
  if (!typesOf(props.schema).some((t) => t === 'integer' || t === 'number'))
    return <TextInput {...common(props)} />;
  return <NumberInput {...common(props)} step={1} />;
}

export function CurrencyInput(props: InputRendererProps) {
  return <NumberInput {...common(props)} step={1} slotProps={adornment('Rp', 'start')} />;
}

export function PercentInput(props: InputRendererProps) {
  return <NumberInput {...common(props)} step="any" slotProps={adornment('%', 'end')} />;
}

export function BooleanValueInput(props: InputRendererProps) {
  const { isRequired: _req, fullWidth: _fw, ...rest } = common(props);
  void _req;
  void _fw;
  return <BooleanInput {...rest} />;
}

function useEnumChoices(props: InputRendererProps, values: JsonSchema['enum']) {
  const label = useEnumLabel(props.context.resource, props.context.path);
  return useMemo(
    () =>
      (values ?? [])
        .filter((v) => v !== null)
        .map((v) => ({ id: v as string | number, name: label(v) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, props.context.resource, props.context.path, label],
  );
}

export function EnumSelectInput(props: InputRendererProps) {
  const choices = useEnumChoices(props, props.schema.enum);
  const nullable = isNullable(props.schema) || props.schema.enum?.includes(null);
  return (
    <SelectInput
      {...common(props)}
      choices={choices}
      translateChoice={false}
      emptyText={nullable || !props.required ? '–' : undefined}
    />
  );
}

export function EnumRadioInput(props: InputRendererProps) {
  const choices = useEnumChoices(props, props.schema.enum);
  const { fullWidth: _fw, ...rest } = common(props);
  void _fw;
  return <RadioButtonGroupInput {...rest} choices={choices} translateChoice={false} row />;
}

export function EnumAutocompleteInput(props: InputRendererProps) {
  const choices = useEnumChoices(props, props.schema.enum);
  return <AutocompleteInput {...common(props)} choices={choices} translateChoice={false} />;
}

export function EnumArrayInput(props: InputRendererProps) {
  const choices = useEnumChoices(props, props.schema.items?.enum);
  return <SelectArrayInput {...common(props)} choices={choices} translateChoice={false} />;
}

export function TagsInput(props: InputRendererProps) {
  return <TextArrayInput {...common(props)} />;
}

const searchToQuery = (q: string) => (q ? { q } : {});

/**
 * The referenced resource of a reference input, whether the user can read it (it is registered),
 * and the common props without a default (references never default).
 */
function useReferenceTarget(props: InputRendererProps) {
  const hints = hintsOf(props.schema);
  const target = hints.reference!;
  // Only the records this field may point to are offered (the server refuses the others).
  const filter = hints.referenceFilter;
  const registered = !!useResourceDefinitions()[target];
  const { source, defaultValue: _default, ...rest } = common(props);
  return { target, filter, registered, source, rest };
}

export function ReferenceValueInput(props: InputRendererProps) {
  const { target, filter, registered, source, rest } = useReferenceTarget(props);
  // Without read access to the target there is nothing to search: the id is typed instead.
  if (!registered) return <NumberInput source={source} {...rest} step={1} />;
  return (
    <ReferenceInput source={source} reference={target} filter={filter}>
      <AutocompleteInput {...rest} filterToQuery={searchToQuery} />
    </ReferenceInput>
  );
}

export function ReferenceArrayValueInput(props: InputRendererProps) {
  const { target, filter, registered, source, rest } = useReferenceTarget(props);
  if (!registered) return <TextArrayInput source={source} {...rest} />;
  return (
    <ReferenceArrayInput source={source} reference={target} filter={filter}>
      <AutocompleteArrayInput {...rest} filterToQuery={searchToQuery} />
    </ReferenceArrayInput>
  );
}

export function MaskedInput(props: InputRendererProps) {
  const mask = hintsOf(props.schema).mask ?? '';
  return (
    <TextInput
      {...common(props)}
      // Shown masked, stored as raw digits (master-data.md §5).
      format={(value: unknown) =>
        value === null || value === undefined ? '' : applyMask(value, mask)
      }
      parse={(value: string) => stripMask(value)}
      placeholder={mask.replace(/#/g, '0')}
    />
  );
}

export function JsonInput(props: InputRendererProps) {
  return (
    <TextInput
      {...common(props)}
      multiline
      minRows={3}
      format={(value: unknown) =>
        value === null || value === undefined
          ? ''
          : typeof value === 'string'
            ? value
            : JSON.stringify(value, null, 2)
      }
      parse={(text: string) => {
        if (text.trim() === '') return null;
        try {
          return JSON.parse(text);
        } catch {
          // Kept as typed: the validator reports it and the user can fix it.
          return text;
        }
      }}
    />
  );
}

export function TimeValueInput(props: InputRendererProps) {
  return <TextInput {...common(props)} type="time" slotProps={{ inputLabel: { shrink: true } }} />;
}

export { PickerInput, type PickerInputProps };

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

/** Grouped sub-inputs of a nested object, with dotted sources (status.name). */
export function ObjectInput(props: InputRendererProps) {
  const { source, schema, context, label, readOnly, mode } = props;
  const entries = Object.entries(schema.properties ?? {}).filter(
    ([, prop]) => !isHidden(prop) && !(mode === 'create' && prop.readOnly),
  );
  const inputOf = ([name, prop]: [string, JsonSchema]) => (
    <PropertyInput
      key={name}
      source={`${source}.${name}`}
      schema={prop}
      context={{ ...context, path: `${context.path}.${name}` }}
      required={props.required && isRequired(schema, name)}
      readOnly={readOnly || !!prop.readOnly || (mode === 'edit' && !!hintsOf(prop).createOnly)}
      mode={mode}
    />
  );
  // An object of one property (status: {name}) is edited as that property alone, not a box around one input.
  if (entries.length === 1) return inputOf(entries[0]);
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <FormGrid>{entries.map(inputOf)}</FormGrid>
    </Box>
  );
}

/** Array of objects: ArrayInput + SimpleFormIterator with one input per item property. */
export function ObjectArrayInput(props: InputRendererProps) {
  const { source, schema, context, label, readOnly } = props;
  const itemSchema = schema.items ?? {};
  const entries = Object.entries(itemSchema.properties ?? {}).filter(
    ([, prop]) => !isHidden(prop) && !prop.readOnly,
  );
  return (
    <ArrayInput source={source} label={label} isRequired={props.required}>
      <SimpleFormIterator
        inline
        disableReordering
        readOnly={readOnly}
        disableAdd={readOnly}
        disableRemove={readOnly}
        // Rows wrap instead of overflowing the card when an item has many properties.
        sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', flex: 1, minWidth: 0 } }}
      >
        {entries.map(([name, prop]) => (
          <ItemInput key={name}>
            <PropertyInput
              source={name}
              schema={prop}
              context={{ ...context, path: `${context.path}.${name}` }}
              required={isRequired(itemSchema, name)}
              readOnly={readOnly}
              mode="create"
            />
          </ItemInput>
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function ItemInput({ children }: { children: ReactNode }) {
  return <Box sx={{ minWidth: 180, flex: '1 1 180px' }}>{children}</Box>;
}

/** The two-column grid forms use; inputs with x-admin.fullWidth span both columns. */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 2,
        width: '100%',
        '& > .full-width': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  );
}

/** widget "select" on a reference: a plain select of the target's records instead of an autocomplete. */
export function ReferenceSelectInput(props: InputRendererProps) {
  const { target, filter, registered, source, rest } = useReferenceTarget(props);
  if (!registered) return <NumberInput source={source} {...rest} step={1} />;
  return (
    <ReferenceInput source={source} reference={target} filter={filter} perPage={100}>
      <SelectInput {...rest} />
    </ReferenceInput>
  );
}
