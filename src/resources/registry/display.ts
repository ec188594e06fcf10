// A renderer family's pure half: its testers and what it shows for a value, as a small display node
// that the console's field (DisplayView.tsx) draws. No React here: the pure half stays apart from
// the .tsx so a list's code carries no form inputs.
import type { ComponentType } from 'react';
import type { JsonSchema } from '../../generated/registry.ts';
import type { FieldVariant, InputRendererProps, Tester, TesterContext } from './types.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What display() may read besides the value: where the property sits, the language, the variant. */
export interface DisplayContext extends TesterContext {
  translate: Translate;
  locale: string;
  /** Table cells stay on one line; detail values may wrap. */
  variant: FieldVariant;
  /** Whether the user may read a resource (it is registered); undefined: every resource is. */
  registered?: (resource: string) => boolean;
}

/** A sub-property drawn by the registry's own field for it (objects and arrays of objects). */
export interface SubProperty {
  /** The property's name within its object: the drawer's source is `<source>.<name>` (or `<name>` inside an item). */
  name: string;
  schema: JsonSchema;
  /** Dotted path from the resource, indices dropped. */
  path: string;
  label: string;
}

/**
 * What a field shows. `text` is a value as it is; `longText` follows the spec's two display rules
 * (cell text cut with a tooltip holding all of it, a 'Transit' value explained in the detail list).
 */
export type DisplayNode =
  | { kind: 'text'; text: string }
  | { kind: 'longText'; text: string; raw?: unknown }
  | { kind: 'time'; dateTime: string; text: string }
  | { kind: 'link'; href: string; text: string; external?: boolean }
  | { kind: 'chips'; labels: string[] }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'code'; text: string }
  | { kind: 'reference'; target: string; id: string }
  | { kind: 'references'; target: string; ids: string[] }
  /** Sub-properties side by side (an object in a cell). */
  | { kind: 'row'; items: SubProperty[] }
  /** Sub-properties as label/value runs; an unlabelled one (its label repeats the parent's) stands alone. */
  | { kind: 'pairs'; runs: { labelled: boolean; items: SubProperty[] }[] }
  /** An array of objects as a small table. */
  | { kind: 'table'; columns: SubProperty[]; rows: unknown[] }
  /** Nothing at all, not even the empty value's dash (a hidden property). */
  | { kind: 'none' };

/** A tester of a family, named (the name shows in tests and in the unknown-field warning). */
export interface FamilyEntry {
  name: string;
  tester: Tester;
  /** The export of the family's `.tsx` that edits the value; without one the entry has no input. */
  input?: string;
}

export type InputsModule = Record<string, ComponentType<InputRendererProps> | unknown>;

/**
 * A renderer family: `<family>.ts` (this, pure) beside `<family>.tsx` (its inputs, loaded with the
 * first form, so they stay out of the lists' code). The registry is
 * an array of them (families.ts); the order breaks ties between equal ranks, the later winning.
 */
export interface RendererFamily {
  /** The module's file name (renderers/<name>.ts). */
  name: string;
  entries: readonly FamilyEntry[];
  /** What the field shows for the value; null for an empty value (a dash in the detail list). */
  display: (value: unknown, schema: JsonSchema, context: DisplayContext) => DisplayNode | null;
  /**
   * The family's `.tsx`. A family of renderers/ leaves it out: the console finds its sibling by file
   * name (formInputs.ts), so no import of a `.tsx` sits in a list's code, not even a lazy one (each
   * would carry its chunk's preload list). A family elsewhere (a test's) names it here.
   */
  inputs?: () => Promise<InputsModule>;
}

export const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

export const text = (value: string): DisplayNode => ({ kind: 'text', text: value });
