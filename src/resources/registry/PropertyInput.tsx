import type { JsonSchema } from '../../generated/registry.ts';
import { stripIndices } from '../../domain/schema/schemaPath.ts';
import { useFieldLabel } from '../useLabel.ts';
import { resolveEntry } from './resolve.ts';
import { useRegistry } from './RegistryContext.tsx';
import type { FormMode, TesterContext } from './types.ts';
import { UnknownRenderer, warnUnknown } from './UnknownRenderer.tsx';

export interface PropertyInputProps {
  source: string;
  schema: JsonSchema;
  context: TesterContext;
  required: boolean;
  readOnly?: boolean;
  mode: FormMode;
}

/** Renders a property's input with the highest-ranked input renderer of the registry. */
export function PropertyInput({
  source,
  schema,
  context,
  required,
  readOnly = false,
  mode,
}: PropertyInputProps) {
  const entries = useRegistry();
  const normalized = { ...context, path: stripIndices(context.path) };
  const label = useFieldLabel(context.resource, normalized.path, schema);
  const entry = resolveEntry(entries, 'input', schema, normalized);
  if (!entry?.input) {
    warnUnknown('input', context.resource, normalized.path, schema);
    return <UnknownRenderer kind="input" resource={context.resource} path={normalized.path} />;
  }
  const Input = entry.input;
  return (
    <Input
      source={source}
      schema={schema}
      context={normalized}
      label={label}
      required={required}
      readOnly={readOnly}
      mode={mode}
    />
  );
}
