// The form's validate (delivery-order.md §5): the domain's order rules against now, the length
// limits and the custom fields, worded with the spec's messages. On an edit only what changed is
// judged against now (as the server does), so an old order stays saveable.
import { useCallback } from 'react';
import set from 'lodash/set.js';
import { checkOrderRules, type CustomFieldDef } from '../../../domain/delivery-order/orderRules.ts';
import {
  changedFormFields,
  informationErrors,
  ruleInput,
  type InformationFormValues,
} from './informationForm.ts';
import { useRuleMessage } from '../shared/useRuleMessage.ts';

export function useInformationValidation(
  mode: 'create' | 'edit',
  initial: InformationFormValues,
  defs: readonly CustomFieldDef[],
) {
  const message = useRuleMessage();
  return useCallback(
    (values: InformationFormValues) => {
      const changed = mode === 'edit' ? changedFormFields(values, initial, defs) : undefined;
      const orderErrors = checkOrderRules(
        ruleInput(values),
        new Date(),
        changed ? { changed } : {},
      );
      const errors = informationErrors(values, defs, orderErrors, changed);
      const out: Record<string, unknown> = {};
      for (const [field, error] of Object.entries(errors))
        set(out, field, message(error.path, error.code, error.max));
      return out;
    },
    [mode, initial, defs, message],
  );
}
