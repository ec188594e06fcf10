// MUI X date pickers in the console's language: dayjs with the Indonesian locale (weekdays Sen … Min,
// see src/config/dates.ts) and Indonesian picker texts, following react-admin's locale. Each picker
// input wraps itself in it, so the pickers' code loads with the first form that has a date, not
// with the shell (the shell keeps only dayjs's locale in step: src/custom/shell/Layout.tsx).
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useLocaleState } from 'ra-core';
import { pickersIndonesian } from '../../i18n/pickersIndonesian';

// MUI X opens its desktop popper for any fine pointer; the date-time popper (calendar beside the time
// columns, ~440 px) cannot fit a phone-width window, so below `sm` every pointer gets the dialog variant.
export const DESKTOP_MODE = '@media (pointer: fine) and (min-width: 600px)';

export function PickerLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const adapterLocale = locale === 'id' ? 'id' : 'en';
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
