import { NumberInput } from 'react-admin';
import { hintsOf } from '../../schemaUtils.ts';
import { adornment, common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function NumberValueInput(props: InputRendererProps) {
  const unit = hintsOf(props.schema).unit;
  const integer =
    props.schema.type === 'integer' ||
    (Array.isArray(props.schema.type) && props.schema.type.includes('integer'));
  return (
    <NumberInput {...common(props)} step={integer ? 1 : 'any'} slotProps={adornment(unit, 'end')} />
  );
}
