// The console's MUI theme: react-admin's default light theme in the product's colours, with MUI's
// Indonesian component texts and the spec's date display (DD MMM YYYY HH:mm, 24-hour clock,
// weekday headers Sen … Min) as the date pickers' defaults.
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { idID } from '@mui/material/locale';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import type { Dayjs } from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT } from './config/dates';

// 'dd' is dayjs's weekdaysMin, which src/config/dates.ts sets to Sen Sel … for Indonesian.
const dayOfWeekFormatter = (date: Dayjs) => date.format('dd');

const pickerDefaults = {
  MuiDateTimePicker: { defaultProps: { format: DATE_TIME_DISPLAY_FORMAT, ampm: false, dayOfWeekFormatter } },
  MuiDesktopDateTimePicker: { defaultProps: { format: DATE_TIME_DISPLAY_FORMAT, ampm: false, dayOfWeekFormatter } },
  MuiMobileDateTimePicker: { defaultProps: { format: DATE_TIME_DISPLAY_FORMAT, ampm: false, dayOfWeekFormatter } },
  MuiDatePicker: { defaultProps: { format: DATE_DISPLAY_FORMAT, dayOfWeekFormatter } },
  MuiDesktopDatePicker: { defaultProps: { format: DATE_DISPLAY_FORMAT, dayOfWeekFormatter } },
  MuiMobileDatePicker: { defaultProps: { format: DATE_DISPLAY_FORMAT, dayOfWeekFormatter } },
  MuiDateCalendar: { defaultProps: { dayOfWeekFormatter } },
  MuiTimePicker: { defaultProps: { ampm: false } },
};

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    // Both pass WCAG AA with white text (contrast ≥ 7:1).
    primary: { main: '#1a4f8b' },
    secondary: { main: '#0d2f52' },
    background: { default: '#f4f6f9' },
  },
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    ...defaultLightTheme.components,
    ...(idID.components as RaThemeOptions['components']),
    ...(pickerDefaults as RaThemeOptions['components']),
  },
};
