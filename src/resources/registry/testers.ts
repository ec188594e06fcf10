// Tester building blocks, after JSON Forms' packages/core/src/testers/testers.ts.
import type { JsonSchema, PropertyHints } from '../../generated/registry.ts';
import { hintsOf } from '../schemaUtils.ts';
import { nonNullTypes } from '../../domain/schema/schemaPath.ts';
import type { Tester, TesterContext } from './types.ts';

export type Predicate = (schema: JsonSchema, context: TesterContext) => boolean;

/** The schema's (non-null) type is `type`; a union such as ["string","integer"] matches neither. */
export const typeIs =
  (type: string): Predicate =>
  (schema) => {
    const types = nonNullTypes(schema);
    return types.length === 1 && types[0] === type;
  };

export const formatIs =
  (format: string): Predicate =>
  (schema) =>
    schema.format === format;

export const hasEnum: Predicate = (schema) => Array.isArray(schema.enum) && schema.enum.length > 0;

export const isReference: Predicate = (schema) => typeof hintsOf(schema).reference === 'string';

export const widgetIs =
  (widget: NonNullable<PropertyHints['widget']>): Predicate =>
  (schema) =>
    hintsOf(schema).widget === widget;

export const hintIs =
  <K extends keyof PropertyHints>(
    hint: K,
    predicate: (value: PropertyHints[K]) => boolean = (v) => v !== undefined,
  ): Predicate =>
  (schema) =>
    predicate(hintsOf(schema)[hint]);

/** The property `name` (a dotted path, indices dropped) of `resource`. */
export const propertyIs =
  (resource: string, name: string): Predicate =>
  (_schema, context) =>
    context.resource === resource && context.path === name;

/** The items of an array schema satisfy `predicate`. */
export const itemsMatch =
  (predicate: Predicate): Predicate =>
  (schema, context) =>
    typeIs('array')(schema, context) && !!schema.items && predicate(schema.items, context);

export const and =
  (...predicates: Predicate[]): Predicate =>
  (schema, context) =>
    predicates.every((p) => p(schema, context));

export const or =
  (...predicates: Predicate[]): Predicate =>
  (schema, context) =>
    predicates.some((p) => p(schema, context));

export const not =
  (predicate: Predicate): Predicate =>
  (schema, context) =>
    !predicate(schema, context);

export const rankWith =
  (rank: number, predicate: Predicate): Tester =>
  (schema, context) =>
    predicate(schema, context) ? rank : -1;
