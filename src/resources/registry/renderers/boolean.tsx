import { BooleanInput } from 'react-admin';
import { common } from '../inputProps.tsx';
import type { InputRendererProps } from '../types.ts';

export function BooleanValueInput(props: InputRendererProps) {
  const { isRequired: _req, fullWidth: _fw, ...rest } = common(props);
  void _req;
  void _fw;
  return <BooleanInput {...rest} />;
}
