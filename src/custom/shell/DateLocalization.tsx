// MUI X date pickers in the console's language: dayjs with the Indonesian locale (weekdays Sen … Min,
// see src/config/dates.ts) and Indonesian picker texts, following react-admin's locale.
import { useEffect, type ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useLocaleState } from 'ra-core';
import { setDayjsLocale } from '../../config/dates';
import { pickersIndonesian } from '../../i18n/pickersIndonesian';

export function DateLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const adapterLocale = locale === 'id' ? 'id' : 'en';
  // Display helpers (formatDateTime) read dayjs's global locale.
  setDayjsLocale(adapterLocale);
  useEffect(() => setDayjsLocale(adapterLocale), [adapterLocale]);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      localeText={adapterLocale === 'id' ? pickersIndonesian : undefined}
    >
      {children}
    </LocalizationProvider>
  );
}
