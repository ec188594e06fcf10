import { TextInput } from 'react-admin';
import { LockHint } from '../shared/LockHint.tsx';
import { useFieldLock } from '../shared/useFieldLock.ts';

/** A text field of the order, locked as its status says (label from resources.delivery-order.fields). */
export function OrderTextInput({
  source,
  multiline = false,
  required = false,
}: {
  source: string;
  multiline?: boolean;
  required?: boolean;
}) {
  const lock = useFieldLock(source);
  return (
    <TextInput
      source={source}
      fullWidth
      isRequired={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      readOnly={lock.readOnly}
      helperText={<LockHint reason={lock.reason} />}
    />
  );
}
