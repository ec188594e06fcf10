// The domain's Label pairs ({id, en}: rule messages, badge labels) in the console's language.
import { useCallback } from 'react';
import { useLocaleState } from 'ra-core';
import type { Label } from '../../../domain/delivery-order/statuses';

export function useDomainLabel(): (label: Label) => string {
  const [locale] = useLocaleState();
  return useCallback((label: Label) => (locale === 'en' ? label.en : label.id), [locale]);
}
