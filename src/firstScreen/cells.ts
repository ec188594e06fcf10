// A list cell as the first screen draws it, before React: the renderer family the console's registry
// would pick for the property (the same ranked testers, src/resources/registry/families.ts) and that
// family's display node (the same the console's field draws, src/resources/registry/DisplayView.tsx),
// drawn as plain DOM. tests/unit/firstScreen/cells.test.tsx holds the two side by side for every
// list column. A reference shows nothing yet, as react-admin's ReferenceField does until its records
// arrive; a reference list and a renderer this file does not know (a resource folder's own) leave
// their cell for the console.
import type { JsonSchema } from '../generated/registry.ts';
import { iconSvg } from '../generated/iconSvg.ts';
import { familyEntries, families } from '../resources/registry/families.ts';
import type {
  DisplayContext,
  DisplayNode,
  RendererFamily,
  Translate,
} from '../resources/registry/display.ts';
import { bestRanked } from '../resources/registry/resolve.ts';
import type { TesterContext } from '../resources/registry/types.ts';
import { cutCellText, LONG_TEXT } from '../resources/format.ts';

export type { Translate };

export interface CellContext extends Omit<DisplayContext, 'variant'> {
  /** The registry's families, the defaults unless given (a test's own family). */
  families?: readonly RendererFamily[];
}

const entries = familyEntries(families);
const entriesOfList = new WeakMap<readonly RendererFamily[], typeof entries>();

function entriesOf(list: readonly RendererFamily[] | undefined): typeof entries {
  if (!list) return entries;
  let known = entriesOfList.get(list);
  if (!known) entriesOfList.set(list, (known = familyEntries(list)));
  return known;
}

/** The name of the default renderer the console picks for a property's field. */
export function fieldRendererName(schema: JsonSchema, context: TesterContext): string | undefined {
  return bestRanked(entries, schema, context)?.name;
}

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

/** What the console's field shows for this value in a table cell; null for an empty cell. */
export function cellContent(value: unknown, schema: JsonSchema, context: CellContext): Node | null {
  const family = bestRanked(entriesOf(context.families), schema, context)?.family;
  if (!family) return null;
  const node = family.display(value, schema, { ...context, variant: 'cell' });
  return node && draw(node, value, context);
}

/** A display node as plain DOM, in a table cell. */
function draw(node: DisplayNode, value: unknown, context: CellContext): Node | null {
  switch (node.kind) {
    case 'text':
      return el('span', {}, node.text);
    case 'longText':
      return el('span', {}, node.text.length > LONG_TEXT ? cutCellText(node.text) : node.text);
    case 'time':
      return el('time', { datetime: node.dateTime }, node.text);
    case 'link':
      return el('a', { class: 'fs-link', href: node.href, tabindex: '-1' }, node.text);
    case 'chips':
      return el(
        'ul',
        { class: 'fs-chips' },
        ...node.labels.map((label) => el('li', {}, el('span', { class: 'fs-chip' }, label))),
      );
    case 'boolean':
      return icon(node.value ? 'Done' : 'Clear', 'fs-icon fs-boolean');
    case 'reference':
      // Filled when the referenced records arrive (references.ts), as ReferenceField does.
      return el('span', { 'data-reference': node.target, 'data-id': node.id });
    case 'row':
      return el(
        'span',
        { class: 'fs-object' },
        ...node.items.map((item) =>
          cellContent((value as Record<string, unknown>)[item.name], item.schema, {
            ...context,
            path: item.path,
          }),
        ),
      );
    default:
      // Reference lists, hidden fields, and what only the detail list shows: the console fills these.
      return null;
  }
}
