// A form error of rules.ts as the text the user reads: '<label> wajib diisi' when the rule names a
// label (other reasons, note), else the plain validation message.
import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import type { FormError } from './centreRules';

export function useFormErrorText() {
  const translate = useTranslate();
  return useCallback(
    (error: FormError) => {
      const message = translate(`validation.${error.code}`, { max: error.max });
      return error.label
        ? `${translate(`custom.alerts.labels.${error.label}`)} ${message.charAt(0).toLowerCase()}${message.slice(1)}`
        : message;
    },
    [translate],
  );
}
