// The user's scopes as an administrator edits them: a role (an `@<role>` entry: the role patterns of
// src/domain/access/roles.ts) and any further entries typed directly (scopes, patterns, exclusions).
// One value, `scopes`, as the schema has it. Roles the administrator could not grant are offered
// disabled, and entries beyond their own access are flagged before the server refuses them.
import { Autocomplete, Box, Chip, FormHelperText, MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate, type ValidationErrorMessage } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isRoleEntry, ROLE_NAMES, ROLE_POSITIONS } from '../../domain/access/roles.ts';
import type { InputRendererProps } from '../registry/types.ts';
import { useScopeRules } from './useScopeRules.ts';

const asEntries = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The message of a field error (a key, or react-admin's {message, args}), or of the first of its
 * items' (an array value's errors are per item).
 */
function errorOf(error: unknown): ValidationErrorMessage | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  if (
    message &&
    typeof message === 'object' &&
    typeof (message as { message?: unknown }).message === 'string'
  )
    return message as ValidationErrorMessage;
  for (const item of Object.values(error as Record<string, unknown>)) {
    const inner = errorOf(item);
    if (inner) return inner;
  }
  return undefined;
}

export function ScopesInput({ source, label, required, readOnly }: InputRendererProps) {
  const translate = useTranslate();
  // The verdict on the entries is the form's rule (UserCreate and UserEdit pass useScopeRules().rules).
  const { known, grantable } = useScopeRules();
  const { field, fieldState, id } = useInput({ source, isRequired: required });
  const { getValues, setValue } = useFormContext();
  const entries = asEntries(field.value);
  const role = entries.find(isRoleEntry)?.slice(1) ?? '';
  const others = entries.filter((entry) => entry !== `@${role}`);
  const error = fieldState.invalid ? errorOf(fieldState.error) : undefined;

  const chooseRole = (next: string) => {
    field.onChange(next ? [`@${next}`, ...others.filter((entry) => entry !== `@${next}`)] : others);
    // A new user's position follows their role until someone types one.
    const position = getValues('position');
    if (next && (position === undefined || position === null || position === ''))
      setValue('position', ROLE_POSITIONS[next], { shouldDirty: true });
  };

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      role="group"
      aria-label={label}
    >
      <TextField
        select
        id={`${id}-role`}
        label={translate('custom.user.role.label')}
        value={role}
        onChange={(event) => chooseRole(event.target.value)}
        onBlur={field.onBlur}
        disabled={readOnly}
        fullWidth
        size="small"
        helperText={translate('custom.user.role.helper')}
      >
        <MenuItem value="">
          <em>{translate('custom.user.role.none')}</em>
        </MenuItem>
        {ROLE_NAMES.map((name) => {
          const allowed = name === role || grantable([`@${name}`]);
          return (
            <MenuItem key={name} value={name} disabled={!allowed}>
              {translate(`custom.user.roles.${name}`)}
              {!allowed && (
                <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.85em' }}>
                  ({translate('custom.user.role.not_grantable')})
                </Box>
              )}
            </MenuItem>
          );
        })}
      </TextField>
      <Autocomplete
        multiple
        freeSolo
        autoSelect
        id={`${id}-extra`}
        options={known}
        value={others}
        disabled={readOnly}
        onChange={(_event, value) =>
          field.onChange([
            ...(role ? [`@${role}`] : []),
            ...value.map((v) => v.trim()).filter(Boolean),
          ])
        }
        onBlur={field.onBlur}
        renderValue={(value, getItemProps) =>
          value.map((entry, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={entry} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={translate('custom.user.extra_scopes.label')}
            error={!!error}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': `${id}-helper` },
            }}
          />
        )}
      />
      <FormHelperText id={`${id}-helper`} error={!!error} sx={{ mx: 1.75, mt: -1 }}>
        {error ? <InputHelperText error={error} /> : translate('custom.user.extra_scopes.helper')}
      </FormHelperText>
    </Box>
  );
}
