// The spec's messages for a field error (delivery-order.md §5, §8) in the current language:
// RULE_MESSAGES through ruleMessage, with the limit named for lengths the spec does not word.
import { useCallback } from 'react';
import { useLocaleState } from 'ra-core';
import { GENERIC_MESSAGES, ruleMessage } from '../../../domain/delivery-order/orderRules.ts';

/** A react-admin validation message: a plain string, or an i18n key with its arguments. */
export type ValidationMessage = string | { message: string; args: Record<string, unknown> };

export function useRuleMessage() {
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'id';
  return useCallback(
    (path: string, code: string, max?: number): ValidationMessage => {
      const label = ruleMessage(path, code);
      if (code === 'too-long' && max !== undefined && label === GENERIC_MESSAGES.invalid) {
        return { message: 'validation.too-long', args: { max } };
      }
      return label[language];
    },
    [language],
  );
}
