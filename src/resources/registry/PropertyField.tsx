import type { JsonSchema } from '../../generated/registry.ts';
import { stripIndices } from '../../domain/schema/schemaPath.ts';
import { resolveEntry } from './resolve.ts';
import { useRegistry } from './RegistryContext.tsx';
import type { FieldVariant, TesterContext } from './types.ts';
import { UnknownRenderer, warnUnknown } from './UnknownRenderer.tsx';

export interface PropertyFieldProps {
  source: string;
  schema: JsonSchema;
  /** Context of the property: resource, dotted path without indices, def. */
  context: TesterContext;
  variant: FieldVariant;
}

/** Renders a property's value with the highest-ranked field renderer of the registry. */
export function PropertyField({ source, schema, context, variant }: PropertyFieldProps) {
  const entries = useRegistry();
  const normalized = { ...context, path: stripIndices(context.path) };
  const entry = resolveEntry(entries, 'field', schema, normalized);
  if (!entry?.field) {
    warnUnknown('field', context.resource, normalized.path, schema);
    return <UnknownRenderer kind="field" resource={context.resource} path={normalized.path} />;
  }
  const Field = entry.field;
  return <Field source={source} schema={schema} context={normalized} variant={variant} />;
}
