// What the families' inputs share: the props every react-admin input gets from a property, the unit
// adornment, an enum's choices and a reference's target.
import { useMemo } from 'react';
import { InputAdornment } from '@mui/material';
import { useResourceDefinitions } from 'ra-core';
import type { JsonSchema } from '../../generated/registry.ts';
import { hintsOf } from '../schemaUtils.ts';
import { useEnumLabel } from '../useLabel.ts';
import type { InputRendererProps } from './types.ts';

/** Props every react-admin input gets from a property: label, required mark, read-only, width, default. */
export function common({ source, label, required, readOnly, schema, mode }: InputRendererProps): {
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

export function adornment(text: string | undefined, position: 'start' | 'end') {
  return text
    ? {
        input: {
          [`${position}Adornment`]: <InputAdornment position={position}>{text}</InputAdornment>,
        },
      }
    : undefined;
}

export function useEnumChoices(props: InputRendererProps, values: JsonSchema['enum']) {
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

export const searchToQuery = (q: string) => (q ? { q } : {});

/**
 * The referenced resource of a reference input, whether the user can read it (it is registered),
 * and the common props without a default (references never default).
 */
export function useReferenceTarget(props: InputRendererProps) {
  const hints = hintsOf(props.schema);
  const target = hints.reference!;
  // Only the records this field may point to are offered (the server refuses the others).
  const filter = hints.referenceFilter;
  const registered = !!useResourceDefinitions()[target];
  const { source, defaultValue: _default, ...rest } = common(props);
  return { target, filter, registered, source, rest };
}
