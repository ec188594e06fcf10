// The console's field for every renderer family: the family's display() of the current record's
// value, drawn with MUI and react-admin.
import type { ComponentType, ReactNode } from 'react';
import { Box, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import {
  RecordContextProvider,
  useFieldValue,
  useLocaleState,
  useResourceDefinitions,
  useTranslate,
} from 'ra-core';
import { BooleanField, ReferenceArrayField, ReferenceField, SingleFieldList } from 'react-admin';
import { cutCellText, LONG_TEXT } from '../format.ts';
import type { DisplayNode, RendererFamily, SubProperty } from './display.ts';
import { PropertyField } from './PropertyField.tsx';
import type { FieldRendererProps, FieldVariant, TesterContext } from './types.ts';

const TRANSIT_VALUES = new Set(['TRANSIT', 'Transit']);

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

const fieldOfFamily = new WeakMap<RendererFamily, ComponentType<FieldRendererProps>>();

/** The field of a family: one component per family, so React keeps it across renders. */
export function familyField(family: RendererFamily): ComponentType<FieldRendererProps> {
  let Field = fieldOfFamily.get(family);
  if (!Field) {
    Field = function FamilyField(props: FieldRendererProps) {
      return <DisplayField family={family} {...props} />;
    };
    Field.displayName = `Field(${family.name})`;
    fieldOfFamily.set(family, Field);
  }
  return Field;
}

/** Reads the value, asks the family what to show, and draws it. */
export function DisplayField({
  family,
  source,
  schema,
  context,
  variant,
}: FieldRendererProps & { family: RendererFamily }) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const definitions = useResourceDefinitions();
  const node = family.display(value, schema, {
    ...context,
    translate,
    locale,
    variant,
    registered: (resource) => !!definitions[resource],
  });
  if (!node) return <EmptyValue variant={variant} />;
  return <DisplayView node={node} source={source} context={context} variant={variant} />;
}

const stopPropagation = (event: { stopPropagation(): void }) => event.stopPropagation();

function Chips({ labels }: { labels: string[] }) {
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {labels.map((label, index) => (
        <li key={index}>
          <Chip size="small" label={label} />
        </li>
      ))}
    </Stack>
  );
}

/** A display node as the console draws it, for the value at `source` of the current record. */
export function DisplayView({
  node,
  source,
  context,
  variant,
}: {
  node: DisplayNode;
  source: string;
  context: TesterContext;
  variant: FieldVariant;
}): ReactNode {
  const sub = (item: SubProperty, itemSource: string, itemVariant: FieldVariant) => (
    <PropertyField
      key={item.name}
      source={itemSource}
      schema={item.schema}
      context={{ ...context, path: item.path }}
      variant={itemVariant}
    />
  );
  switch (node.kind) {
    case 'none':
      return null;
    case 'text':
      return <span>{node.text}</span>;
    case 'longText':
      return <DisplayText text={node.text} variant={variant} raw={node.raw} />;
    case 'time':
      return <time dateTime={node.dateTime}>{node.text}</time>;
    case 'link':
      return (
        <Link
          href={node.href}
          underline="hover"
          onClick={stopPropagation}
          {...(node.external ? { target: '_blank', rel: 'noreferrer' } : {})}
        >
          {node.text}
        </Link>
      );
    case 'chips':
      return <Chips labels={node.labels} />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'code':
      return (
        <Box component="pre" sx={{ m: 0, fontSize: '0.8rem', whiteSpace: 'pre-wrap' }}>
          {node.text}
        </Box>
      );
    case 'reference':
      return <Reference source={source} target={node.target} />;
    case 'references':
      return <References source={source} target={node.target} />;
    case 'row':
      return (
        <Stack direction="row" spacing={1}>
          {node.items.map((item) => sub(item, `${source}.${item.name}`, 'cell'))}
        </Stack>
      );
    case 'pairs': {
      const { runs } = node;
      if (runs.length === 1 && !runs[0].labelled)
        return sub(runs[0].items[0], `${source}.${runs[0].items[0].name}`, 'detail');
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
                    {sub(item, `${source}.${item.name}`, 'detail')}
                  </NestedPair>
                ))}
              </Box>
            ) : (
              <Box key={run.items[0].name}>
                {sub(run.items[0], `${source}.${run.items[0].name}`, 'detail')}
              </Box>
            ),
          )}
        </Stack>
      );
    }
    case 'table':
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
                {node.columns.map((column) => (
                  <th key={column.name} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((item, index) => (
                <RecordContextProvider key={index} value={item as object}>
                  <tr>
                    {node.columns.map((column) => (
                      <td key={column.name}>{sub(column, column.name, 'cell')}</td>
                    ))}
                  </tr>
                </RecordContextProvider>
              ))}
            </tbody>
          </Box>
        </Box>
      );
  }
}

/** Whether the user may open the target's records (it has a show view). */
function useHasShow(target: string) {
  return !!useResourceDefinitions()[target]?.hasShow;
}

function Reference({ source, target }: { source: string; target: string }) {
  const hasShow = useHasShow(target);
  return (
    <ReferenceField
      source={source}
      reference={target}
      link={hasShow ? 'show' : false}
      emptyText="–"
    />
  );
}

function References({ source, target }: { source: string; target: string }) {
  const hasShow = useHasShow(target);
  return (
    <ReferenceArrayField source={source} reference={target}>
      <SingleFieldList linkType={hasShow ? 'show' : false} />
    </ReferenceArrayField>
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
