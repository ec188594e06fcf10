import type { ComponentType } from 'react';
import type { JsonSchema, ResourceDef } from '../../generated/registry.ts';

/** Where a property sits: the resource, its dotted path (array items drop their index) and the def. */
export interface TesterContext {
  resource: string;
  path: string;
  def: ResourceDef;
}

/** A pure function of a property schema and its context: a rank (higher wins) or -1 when it does not apply. */
export type Tester = (schema: JsonSchema, context: TesterContext) => number;

export type FieldVariant = 'cell' | 'detail';

export interface FieldRendererProps {
  /** Dotted path of the value in the current record (react-admin `source`). */
  source: string;
  schema: JsonSchema;
  context: TesterContext;
  /** Table cells stay on one line (long text gets a tooltip); detail values may wrap. */
  variant: FieldVariant;
}

export type FormMode = 'create' | 'edit';

export interface InputRendererProps {
  /** react-admin source, relative to the enclosing SourceContext (inside an array item, the item's property). */
  source: string;
  schema: JsonSchema;
  context: TesterContext;
  /** Already translated. */
  label: string;
  required: boolean;
  readOnly: boolean;
  mode: FormMode;
}

export interface RegistryEntry {
  name: string;
  tester: Tester;
  field?: ComponentType<FieldRendererProps>;
  input?: ComponentType<InputRendererProps>;
}

/** Fixed rank bands: a more specific reason to pick a renderer always beats a less specific one. */
export const RANK = {
  type: 1,
  enum: 2,
  format: 3,
  reference: 5,
  widget: 10,
  override: 20,
} as const;
