import { useTranslate } from 'ra-core';
import { PickerInput } from '../../registry/PickerInput.tsx';
import { LockHint } from '../shared/LockHint.tsx';
import { useFieldLock } from '../shared/useFieldLock.ts';

/** A target of the order (expected pickup or delivery) as a date-time, locked as its status says. */
export function TargetDateTimeInput({
  source,
}: {
  source: 'expected_pickup_on' | 'expected_delivered_on';
}) {
  const translate = useTranslate();
  const lock = useFieldLock(source);
  return (
    <PickerInput
      source={source}
      kind="date-time"
      label={translate(`resources.delivery-order.fields.${source}`)}
      readOnly={lock.readOnly}
      helperText={<LockHint reason={lock.reason} />}
    />
  );
}
