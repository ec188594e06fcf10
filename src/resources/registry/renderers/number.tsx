import { typesOf } from '../../../domain/schema/schemaPath.ts';
import { hintsOf } from '../../schemaUtils.ts';
import { LocaleNumberInput } from '../LocaleNumberInput.tsx';
import { adornment, common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function NumberValueInput(props: InputRendererProps) {
  const unit = hintsOf(props.schema).unit;
  const integer = typesOf(props.schema).includes('integer');
  return (
    <LocaleNumberInput {...common(props)} integer={integer} slotProps={adornment(unit, 'end')} />
  );
}
