import { Box, Typography } from '@mui/material';
import type { JsonSchema } from '../../../generated/registry.ts';
import { hintsOf, isHidden, isRequired } from '../../schemaUtils.ts';
import { FormGrid } from '../FormGrid.tsx';
import { PropertyInput } from '../PropertyInput.tsx';
import type { InputRendererProps } from '../types.ts';

/** Grouped sub-inputs of a nested object, with dotted sources (status.name). */
export function ObjectInput(props: InputRendererProps) {
  const { source, schema, context, label, readOnly, mode } = props;
  const entries = Object.entries(schema.properties ?? {}).filter(
    ([, prop]) => !isHidden(prop) && !(mode === 'create' && prop.readOnly),
  );
  const inputOf = ([name, prop]: [string, JsonSchema]) => (
    <PropertyInput
      key={name}
      source={`${source}.${name}`}
      schema={prop}
      context={{ ...context, path: `${context.path}.${name}` }}
      required={props.required && isRequired(schema, name)}
      readOnly={readOnly || !!prop.readOnly || (mode === 'edit' && !!hintsOf(prop).createOnly)}
      mode={mode}
    />
  );
  // An object of one property (status: {name}) is edited as that property alone, not a box around one input.
  if (entries.length === 1) return inputOf(entries[0]);
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <FormGrid>{entries.map(inputOf)}</FormGrid>
    </Box>
  );
}
