import { TextInput } from 'react-admin';
import { applyMask, stripMask } from '../../format.ts';
import { hintsOf } from '../../schemaUtils.ts';
import { common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function MaskedInput(props: InputRendererProps) {
  const mask = hintsOf(props.schema).mask ?? '';
  return (
    <TextInput
      {...common(props)}
      // Shown masked, stored as raw digits (master-data.md §5).
      format={(value: unknown) =>
        value === null || value === undefined ? '' : applyMask(value, mask)
      }
      parse={(value: string) => stripMask(value)}
      placeholder={mask.replace(/#/g, '0')}
    />
  );
}
