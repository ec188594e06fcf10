// The schema's conditional fields in a generated form: the form's current values (react-hook-form's
// useWatch) go through the same rule the validator applies (src/domain/schema/conditions.ts, with
// the `if` subschemas compiled by the generator), once per change, and each input asks whether it is
// shown and required now. Hidden inputs are unmounted; their values are neither validated nor sent
// (prepareRecord leaves them out).
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { ResourceDef } from '../../generated/registry.ts';
import type { FieldConditions } from '../../domain/schema/conditions.ts';
import { formConditions } from '../validation.ts';

const NONE: FieldConditions = { required: new Set(), hidden: new Set() };
const ConditionsContext = createContext<FieldConditions>(NONE);

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((value) => b.has(value));
const sameConditions = (a: FieldConditions, b: FieldConditions) =>
  sameSet(a.required, b.required) && sameSet(a.hidden, b.hidden);

export function FormConditions({
  def,
  fixed,
  children,
}: {
  def: ResourceDef;
  fixed?: Record<string, unknown>;
  children: ReactNode;
}) {
  const values = useWatch() as Record<string, unknown>;
  const computed = useMemo(
    () => formConditions(def, { ...values, ...fixed }),
    [def, values, fixed],
  );
  // The same sets keep the same object, so a keystroke that changes no condition re-renders no input.
  const last = useRef(computed);
  if (!sameConditions(last.current, computed)) last.current = computed;
  return <ConditionsContext.Provider value={last.current}>{children}</ConditionsContext.Provider>;
}

/** Whether the field is shown now, and whether a condition requires it. */
export function useFieldCondition(name: string): { hidden: boolean; required: boolean } {
  const { hidden, required } = useContext(ConditionsContext);
  return { hidden: hidden.has(name), required: required.has(name) };
}

/** Renders `children(required)` unless a condition hides the field. */
export function ConditionalField({
  name,
  required,
  children,
}: {
  name: string;
  required: boolean;
  children: (required: boolean) => ReactNode;
}) {
  const condition = useFieldCondition(name);
  if (condition.hidden) return null;
  return children(required || condition.required);
}
