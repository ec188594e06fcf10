// Display helpers (formatDateTime) read dayjs's global locale: each frame (the shell's layout, the
// driver's) keeps it in step with react-admin's, before its pages render (the pickers localize
// themselves: PickerLocalization).
import { useEffect } from 'react';
import { useLocaleState } from 'ra-core';
import { setDayjsLocale } from './dates';

export function useDayjsLocale() {
  const [locale] = useLocaleState();
  const dayjsLocale = locale === 'id' ? 'id' : 'en';
  setDayjsLocale(dayjsLocale);
  useEffect(() => setDayjsLocale(dayjsLocale), [dayjsLocale]);
}
