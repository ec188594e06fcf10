// Field renderers: thin adapters over react-admin fields that read the current record.
import type { ReactNode } from 'react';
import { Box, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import {
  RecordContextProvider,
  useFieldValue,
  useLocaleState,
  useResourceDefinitions,
  useTranslate,
} from 'ra-core';
import { BooleanField, ReferenceArrayField, ReferenceField, SingleFieldList } from 'react-admin';
import type { JsonSchema } from '../../generated/registry.ts';
import {
  applyMask,
  cutCellText,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  LONG_TEXT,
  parseDuration,
  stepFractionDigits,
} from '../format.ts';
import { hintsOf, isHidden } from '../schemaUtils.ts';
import { isScalar } from '../../domain/schema/schemaPath.ts';
import { sameLabel, useEnumLabel, useFieldLabel, useFieldLabelOf } from '../useLabel.ts';
import { PropertyField } from './PropertyField.tsx';
import type { FieldRendererProps, FieldVariant, TesterContext } from './types.ts';

const TRANSIT_VALUES = new Set(['TRANSIT', 'Transit']);

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** What an empty value looks like: nothing in a cell, a dash in the detail list. */
export function EmptyValue({ variant }: { variant: FieldVariant }) {
  return variant === 'detail' ? <span aria-label="—">–</span> : null;
}

/**
 * Plain text with the two display rules of the spec: long cell text is cut with a tooltip holding
 * all of it, and a 'Transit' value in the detail list explains itself in a tooltip (master-data.md §2).
 */
export function DisplayText({
  text,
  variant,
  raw,
}: {
  text: string;
  variant: FieldVariant;
  raw?: unknown;
}) {
  const translate = useTranslate();
  if (variant === 'detail' && (TRANSIT_VALUES.has(text) || TRANSIT_VALUES.has(String(raw)))) {
    return (
      <Tooltip title={translate('engine.transit_tooltip')}>
        {/* Focusable so keyboard users can open the tooltip too (MUI's Tooltip accessibility advice). */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <span tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
          {text}
        </span>
      </Tooltip>
    );
  }
  if (variant === 'cell' && text.length > LONG_TEXT) {
    return (
      <Tooltip title={text}>
        <span>{cutCellText(text)}</span>
      </Tooltip>
    );
  }
  return (
    <span
      style={
        variant === 'detail' ? { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } : undefined
      }
    >
      {text}
    </span>
  );
}

export function TextValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  return <DisplayText text={String(value)} variant={variant} raw={value} />;
}

export function EmailValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  return (
    <Link href={`mailto:${value}`} underline="hover" onClick={(e) => e.stopPropagation()}>
      {String(value)}
    </Link>
  );
}

export function PhoneValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  return (
    <Link href={`tel:${value}`} underline="hover" onClick={(e) => e.stopPropagation()}>
      {String(value)}
    </Link>
  );
}

export function UrlValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  const text = String(value);
  return (
    <Link
      href={text}
      target="_blank"
      rel="noreferrer"
      underline="hover"
      onClick={(e) => e.stopPropagation()}
    >
      {variant === 'cell' && text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT)}…` : text}
    </Link>
  );
}

export function NumberValueField({ source, schema, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  const unit = hintsOf(schema).unit;
  const step = stepFractionDigits(schema.multipleOf);
  return (
    <span>{`${formatNumber(value, locale, step === undefined ? undefined : { maximumFractionDigits: step })}${unit ? ` ${unit}` : ''}`}</span>
  );
}

/** An id or code-like number (x-admin widget "identifier"): its digits as stored, never grouped. */
export function IdentifierValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  return <span>{String(value)}</span>;
}

export function CurrencyValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  return <span>{formatCurrency(value, locale)}</span>;
}

export function PercentValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  return <span>{`${formatNumber(value, locale)}%`}</span>;
}

export function BooleanValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value === null || value === undefined) return <EmptyValue variant={variant} />;
  if (variant === 'cell') return <BooleanField source={source} />;
  return <span>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
}

export function EnumValueField({ source, context, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const label = useEnumLabel(context.resource, context.path);
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  return <DisplayText text={label(value)} variant={variant} raw={value} />;
}

export function DateTimeValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  return <time dateTime={String(value)}>{formatDateTime(value, locale)}</time>;
}

export function DateValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  return <time dateTime={String(value)}>{formatDate(value, locale)}</time>;
}

export function DurationValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  const parts = parseDuration(value);
  if (!parts) return <span>{String(value)}</span>;
  const text = [
    parts.days ? translate('engine.duration.days', { smart_count: parts.days }) : '',
    parts.hours ? translate('engine.duration.hours', { smart_count: parts.hours }) : '',
    parts.minutes ? translate('engine.duration.minutes', { smart_count: parts.minutes }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return <span>{text}</span>;
}

export function MaskedValueField({ source, schema, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  return <span>{applyMask(value, hintsOf(schema).mask ?? '')}</span>;
}

export function PasswordValueField({ variant }: FieldRendererProps) {
  return variant === 'detail' ? <span>••••••</span> : null;
}

export function JsonValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  if (value === undefined || value === null) return <EmptyValue variant={variant} />;
  const text = JSON.stringify(value, null, variant === 'detail' ? 2 : undefined);
  if (variant === 'cell') return <DisplayText text={text} variant="cell" />;
  return (
    <Box component="pre" sx={{ m: 0, fontSize: '0.8rem', whiteSpace: 'pre-wrap' }}>
      {text}
    </Box>
  );
}

/** The reference target is registered (the user may read it), so react-admin can fetch and link it. */
function useTargetRegistered(target: string) {
  const definitions = useResourceDefinitions();
  const definition = definitions[target];
  return { registered: !!definition, hasShow: !!definition?.hasShow };
}

export function ReferenceValueField({ source, schema, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const target = hintsOf(schema).reference!;
  const { registered, hasShow } = useTargetRegistered(target);
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  if (!registered) return <span>{String(value)}</span>;
  return (
    <ReferenceField
      source={source}
      reference={target}
      link={hasShow ? 'show' : false}
      emptyText="–"
    />
  );
}

export function ReferenceArrayValueField({ source, schema, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const target = hintsOf(schema).reference!;
  const { registered, hasShow } = useTargetRegistered(target);
  if (isEmpty(value)) return <EmptyValue variant={variant} />;
  if (!registered) return <span>{(value as unknown[]).join(', ')}</span>;
  return (
    <ReferenceArrayField source={source} reference={target}>
      <SingleFieldList linkType={hasShow ? 'show' : false} />
    </ReferenceArrayField>
  );
}

export function TagsValueField({ source, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  if (isEmpty(value) || !Array.isArray(value)) return <EmptyValue variant={variant} />;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {value.map((item, index) => (
        <li key={index}>
          <Chip size="small" label={String(item)} />
        </li>
      ))}
    </Stack>
  );
}

export function EnumArrayValueField({ source, context, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const label = useEnumLabel(context.resource, context.path);
  if (isEmpty(value) || !Array.isArray(value)) return <EmptyValue variant={variant} />;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {value.map((item, index) => (
        <li key={index}>
          <Chip size="small" label={label(item)} />
        </li>
      ))}
    </Stack>
  );
}

function ItemCount({ count }: { count: number }) {
  const translate = useTranslate();
  return <span>{translate('engine.items', { smart_count: count })}</span>;
}

/** A column header for a sub-property, translated like any field label. */
function SubLabel({
  context,
  path,
  schema,
}: {
  context: TesterContext;
  path: string;
  schema: JsonSchema;
}) {
  return <>{useFieldLabel(context.resource, path, schema)}</>;
}

/** Array of objects: a count in a cell, a small table of the items in the detail list. */
export function ObjectArrayValueField({ source, schema, context, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  if (!Array.isArray(value) || value.length === 0) return <EmptyValue variant={variant} />;
  if (variant === 'cell') return <ItemCount count={value.length} />;
  const itemSchema = schema.items ?? {};
  const columns = Object.entries(itemSchema.properties ?? {}).filter(([, prop]) => !isHidden(prop));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          '& th, & td': {
            textAlign: 'left',
            px: 1,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            fontSize: '0.85rem',
          },
        }}
      >
        <thead>
          <tr>
            {columns.map(([name, prop]) => (
              <th key={name} scope="col">
                <SubLabel context={context} path={`${context.path}.${name}`} schema={prop} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {value.map((item, index) => (
            <RecordContextProvider key={index} value={item}>
              <tr>
                {columns.map(([name, prop]) => (
                  <td key={name}>
                    <PropertyField
                      source={name}
                      schema={prop}
                      context={{ ...context, path: `${context.path}.${name}` }}
                      variant="cell"
                    />
                  </td>
                ))}
              </tr>
            </RecordContextProvider>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * Nested object: its scalar leaves on one line in a cell, a nested label/value list in the detail list.
 * A sub-property whose label repeats the object's own ('Status' › 'Status') shows its value without
 * it, so `status: {name}` reads 'Status: Draf', not 'Status | Status | Draf' (tracker #6).
 */
export function ObjectValueField({ source, schema, context, variant }: FieldRendererProps) {
  const value = useFieldValue({ source });
  const labelOf = useFieldLabelOf(context.resource);
  const parentLabel = labelOf(context.path, schema);
  if (value === null || value === undefined || typeof value !== 'object')
    return <EmptyValue variant={variant} />;
  const properties = Object.entries(schema.properties ?? {}).filter(([, prop]) => !isHidden(prop));
  if (variant === 'cell') {
    const scalars = properties.filter(([, prop]) => isScalar(prop));
    return (
      <Stack direction="row" spacing={1}>
        {scalars.map(([name, prop]) => (
          <PropertyField
            key={name}
            source={`${source}.${name}`}
            schema={prop}
            context={{ ...context, path: `${context.path}.${name}` }}
            variant="cell"
          />
        ))}
      </Stack>
    );
  }
  // Runs of labelled pairs make one <dl> each; an unlabelled value sits between them on its own,
  // since a <dd> without its <dt> is not valid in a description list.
  const runs: {
    labelled: boolean;
    items: { name: string; prop: JsonSchema; path: string; label: string }[];
  }[] = [];
  for (const [name, prop] of properties) {
    const path = `${context.path}.${name}`;
    const label = labelOf(path, prop);
    const labelled = !sameLabel(label, parentLabel);
    const last = runs[runs.length - 1];
    if (last && last.labelled && labelled) last.items.push({ name, prop, path, label });
    else runs.push({ labelled, items: [{ name, prop, path, label }] });
  }
  const fieldOf = ({ name, prop, path }: { name: string; prop: JsonSchema; path: string }) => (
    <PropertyField
      source={`${source}.${name}`}
      schema={prop}
      context={{ ...context, path }}
      variant="detail"
    />
  );
  if (runs.length === 1 && !runs[0].labelled) return fieldOf(runs[0].items[0]);
  return (
    <Stack spacing={0.5}>
      {runs.map((run) =>
        run.labelled ? (
          <Box
            key={run.items[0].name}
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.5,
            }}
          >
            {run.items.map((item) => (
              <NestedPair key={item.name} label={item.label}>
                {fieldOf(item)}
              </NestedPair>
            ))}
          </Box>
        ) : (
          <Box key={run.items[0].name}>{fieldOf(run.items[0])}</Box>
        ),
      )}
    </Stack>
  );
}

function NestedPair({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}
