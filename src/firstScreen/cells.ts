// A list cell as the first screen draws it, before React: the renderer the console's registry would
// pick for the property (the same ranked testers, src/resources/registry/defaultTesters.ts) and the
// same text and formats as its field (src/resources/registry/fields.tsx, variant 'cell').
// tests/unit/firstScreen/cells.test.tsx holds the two side by side for every list column.
// A reference shows nothing yet, as react-admin's ReferenceField does until its records arrive; a
// renderer this file does not know (a resource folder's own) leaves its cell for the console.
import type { JsonSchema } from '../generated/registry.ts';
import { iconSvg } from '../generated/iconSvg.ts';
import { defaultTesters } from '../resources/registry/defaultTesters.ts';
import { bestRanked } from '../resources/registry/resolve.ts';
import type { TesterContext } from '../resources/registry/types.ts';
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
} from '../resources/format.ts';
import { enumLabel as enumLabelOf, hintsOf, isHidden } from '../resources/schemaUtils.ts';
import { isScalar } from '../domain/schema/schemaPath.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface CellContext extends TesterContext {
  translate: Translate;
  locale: string;
  /** Whether the user may read a resource (the console registers it): a reference to one shows its record, else its id. */
  registered?: (resource: string) => boolean;
}

/** The name of the default renderer the console picks for a property's field. */
export function fieldRendererName(schema: JsonSchema, context: TesterContext): string | undefined {
  return bestRanked(defaultTesters, schema, context)?.name;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** An element with attributes and children (strings become text). */
export function el(
  tag: string,
  attributes: Record<string, string> = {},
  ...children: (Node | string | null | undefined)[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== undefined) element.append(child);
  return element;
}

/** One of the console's icons as MUI draws it (a 1em SVG box, its viewBox 24); Label for none or an unknown one, as src/resources/icons.tsx. */
export function icon(name: string | undefined, className = 'fs-icon'): Element {
  const box = document.createElement('span');
  box.innerHTML = `<svg class="${className}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${(name && iconSvg[name]) || iconSvg.Label}</svg>`;
  return box.firstElementChild!;
}

const text = (value: string) => el('span', {}, value);
const link = (href: string, value: string) =>
  el('a', { class: 'fs-link', href, tabindex: '-1' }, value);
const cellText = (value: string) => text(value.length > LONG_TEXT ? cutCellText(value) : value);
const chips = (labels: string[]) =>
  el(
    'ul',
    { class: 'fs-chips' },
    ...labels.map((label) => el('li', {}, el('span', { class: 'fs-chip' }, label))),
  );

/** What the console's field shows for this value in a table cell; null for an empty cell. */
export function cellContent(value: unknown, schema: JsonSchema, context: CellContext): Node | null {
  const { translate, locale } = context;
  const name = fieldRendererName(schema, context);
  const enumLabel = (item: unknown) => enumLabelOf(translate, context.resource, context.path, item);
  if (name === 'boolean' || name === 'widget:switch')
    return value === null || value === undefined
      ? null
      : icon(value ? 'Done' : 'Clear', 'fs-icon fs-boolean');
  if (name === 'object') return objectCell(value, schema, context);
  if (name === 'array-of-objects')
    return Array.isArray(value) && value.length
      ? text(translate('engine.items', { smart_count: value.length }))
      : null;
  if (name === 'widget:json')
    return value === null || value === undefined ? null : cellText(JSON.stringify(value));
  if (isEmpty(value)) return null;
  switch (name) {
    case 'text':
    case 'widget:text':
    case 'widget:textarea':
    case 'widget:time':
      return cellText(String(value));
    case 'number': {
      const unit = hintsOf(schema).unit;
      const step = stepFractionDigits(schema.multipleOf);
      return text(
        `${formatNumber(value, locale, step === undefined ? undefined : { maximumFractionDigits: step })}${unit ? ` ${unit}` : ''}`,
      );
    }
    case 'record-id':
    case 'widget:identifier':
      return text(String(value));
    case 'widget:currency':
      return text(formatCurrency(value, locale));
    case 'widget:percent':
      return text(`${formatNumber(value, locale)}%`);
    case 'enum':
    case 'widget:radio':
    case 'widget:select':
    case 'widget:autocomplete':
      return cellText(enumLabel(value));
    case 'date-time':
      return el('time', { datetime: String(value) }, formatDateTime(value, locale));
    case 'date':
      return el('time', { datetime: String(value) }, formatDate(value, locale));
    case 'email-format':
    case 'widget:email':
      return link(`mailto:${value}`, String(value));
    case 'widget:phone':
      return link(`tel:${value}`, String(value));
    case 'uri-format':
    case 'widget:url': {
      const url = String(value);
      return link(url, url.length > LONG_TEXT ? `${url.slice(0, LONG_TEXT)}…` : url);
    }
    case 'duration-format':
    case 'widget:duration': {
      const parts = parseDuration(value);
      if (!parts) return text(String(value));
      return text(
        [
          parts.days ? translate('engine.duration.days', { smart_count: parts.days }) : '',
          parts.hours ? translate('engine.duration.hours', { smart_count: parts.hours }) : '',
          parts.minutes ? translate('engine.duration.minutes', { smart_count: parts.minutes }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    }
    case 'mask':
      return text(applyMask(value, hintsOf(schema).mask ?? ''));
    case 'array-of-strings':
    case 'widget:tags':
      return Array.isArray(value) ? chips(value.map(String)) : null;
    case 'enum-array':
      return Array.isArray(value) ? chips(value.map(enumLabel)) : null;
    case 'reference':
    case 'widget:select-reference': {
      const target = hintsOf(schema).reference!;
      if (context.registered && !context.registered(target)) return text(String(value));
      // Filled when the referenced records arrive (references.ts), as ReferenceField does.
      return el('span', { 'data-reference': target, 'data-id': String(value) });
    }
    default:
      // Reference lists, passwords, hidden fields, and renderers of a resource folder's own: the
      // console fills these cells.
      return null;
  }
}

/** An object in a cell: its scalar properties side by side, each as its own field. */
function objectCell(value: unknown, schema: JsonSchema, context: CellContext): Node | null {
  if (value === null || value === undefined || typeof value !== 'object') return null;
  const parts = Object.entries(schema.properties ?? {})
    .filter(([, prop]) => isScalar(prop) && !isHidden(prop))
    .map(([name, prop]) =>
      cellContent((value as Record<string, unknown>)[name], prop, {
        ...context,
        path: `${context.path}.${name}`,
      }),
    );
  return el('span', { class: 'fs-object' }, ...parts);
}
