// One custom field (delivery-order.md §3 user_definition_fields): TEXT, NUMBER or DATE, required
// when its definition says so, locked by the order's status and the definition's is_editable.
import { TextInput } from 'react-admin';
import type { CustomFieldDef } from '../../../domain/delivery-order/orderRules.ts';
import { udfSource } from './informationForm.ts';
import { LocaleNumberInput } from '../../registry/LocaleNumberInput.tsx';
import { PickerInput } from '../../registry/PickerInput.tsx';
import { LockHint } from '../shared/LockHint.tsx';
import { useCustomFieldLock } from '../shared/useFieldLock.ts';

export function CustomFieldInput({ def }: { def: CustomFieldDef }) {
  const lock = useCustomFieldLock(def);
  const source = udfSource(def.key);
  const helperText = <LockHint reason={lock.reason} />;
  switch (def.type) {
    case 'NUMBER':
      // Typed in the UI language (1.000,5 or 1,000.5); 0 stays 0, an empty input is null (§5).
      return (
        <LocaleNumberInput
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
