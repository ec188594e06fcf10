// One custom field (delivery-order.md §3 user_definition_fields): TEXT, NUMBER or DATE, required
// when its definition says so, locked by the order's status and the definition's is_editable.
import { NumberInput, TextInput } from 'react-admin';
import type { CustomFieldDef } from '../../../domain/delivery-order/orderRules.ts';
import { udfSource } from './informationForm.ts';
import { PickerInput } from '../../registry/PickerInput.tsx';
import { LockHint } from '../shared/LockHint.tsx';
import { useCustomFieldLock } from '../shared/useFieldLock.ts';

export function CustomFieldInput({ def }: { def: CustomFieldDef }) {
  const lock = useCustomFieldLock(def);
  const source = udfSource(def.key);
  const helperText = <LockHint reason={lock.reason} />;
  switch (def.type) {
    case 'NUMBER':
      // NumberInput keeps 0 as 0 and an empty input as null (§5).
      return (
        <NumberInput
          source={source}
          label={def.name}
          isRequired={def.is_required}
          readOnly={lock.readOnly}
          helperText={helperText}
          fullWidth
        />
      );
    case 'DATE':
      return (
        <PickerInput
          source={source}
          label={def.name}
          kind="date"
          required={def.is_required}
          readOnly={lock.readOnly}
          helperText={helperText}
        />
      );
    default:
      return (
        <TextInput
          source={source}
          label={def.name}
          isRequired={def.is_required}
          readOnly={lock.readOnly}
          helperText={helperText}
          fullWidth
        />
      );
  }
}
