import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { isHidden, isRequired } from '../../schemaUtils.ts';
import { PropertyInput } from '../PropertyInput.tsx';
import type { InputRendererProps } from '../types.ts';

/** Array of objects: ArrayInput + SimpleFormIterator with one input per item property. */
export function ObjectArrayInput(props: InputRendererProps) {
  const { source, schema, context, label, readOnly } = props;
  const itemSchema = schema.items ?? {};
  const entries = Object.entries(itemSchema.properties ?? {}).filter(
    ([, prop]) => !isHidden(prop) && !prop.readOnly,
  );
  return (
    <ArrayInput source={source} label={label} isRequired={props.required}>
      <SimpleFormIterator
        inline
        disableReordering
        readOnly={readOnly}
        disableAdd={readOnly}
        disableRemove={readOnly}
        // Rows wrap instead of overflowing the card when an item has many properties.
        sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', flex: 1, minWidth: 0 } }}
      >
        {entries.map(([name, prop]) => (
          <ItemInput key={name}>
            <PropertyInput
              source={name}
              schema={prop}
              context={{ ...context, path: `${context.path}.${name}` }}
              required={isRequired(itemSchema, name)}
              readOnly={readOnly}
              mode="create"
            />
          </ItemInput>
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function ItemInput({ children }: { children: ReactNode }) {
  return <Box sx={{ minWidth: 180, flex: '1 1 180px' }}>{children}</Box>;
}
