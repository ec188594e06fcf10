// The console's MUI theme: react-admin's default light theme in the product's colours, with MUI's
// Indonesian component texts and the spec's date display (DD MMM YYYY HH:mm, 24-hour clock,
// weekday headers Sen … Min) as the date pickers' defaults.
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { idID } from '@mui/material/locale';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import type { Dayjs } from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT } from './domain/format/dates.ts';
import { tokens } from './themeTokens.ts';

// 'dd' is dayjs's weekdaysMin, which src/config/dates.ts sets to Sen Sel … for Indonesian.
const dayOfWeekFormatter = (date: Dayjs) => date.format('dd');

const pickerDefaults = {
  MuiDateTimePicker: {
    defaultProps: { format: DATE_TIME_DISPLAY_FORMAT, ampm: false, dayOfWeekFormatter },
  },
  MuiDesktopDateTimePicker: {
    defaultProps: { format: DATE_TIME_DISPLAY_FORMAT, ampm: false, dayOfWeekFormatter },
  },
  MuiMobileDateTimePicker: {
    defaultProps: { format: DATE_TIME_DISPLAY_FORMAT, ampm: false, dayOfWeekFormatter },
  },
  MuiDatePicker: { defaultProps: { format: DATE_DISPLAY_FORMAT, dayOfWeekFormatter } },
  MuiDesktopDatePicker: { defaultProps: { format: DATE_DISPLAY_FORMAT, dayOfWeekFormatter } },
  MuiMobileDatePicker: { defaultProps: { format: DATE_DISPLAY_FORMAT, dayOfWeekFormatter } },
  MuiDateCalendar: { defaultProps: { dayOfWeekFormatter } },
  MuiTimePicker: { defaultProps: { ampm: false } },
};

/** A checkbox's aria-label, which MUI 9 puts on the wrapping span (where ARIA forbids it). */
const checkboxLabel = (ownerState: Record<string, unknown>) =>
  ownerState['aria-label'] as string | undefined;

const accessibilityDefaults = {
  MuiCheckbox: {
    defaultProps: {
      // react-admin's row checkbox (SelectRowCheckbox) passes aria-label to <Checkbox>, which MUI 9
      // spreads on the root span, leaving the <input> unnamed. Move it to the input; an explicit
      // slotProps.input label (as react-admin's select-all passes) still wins.
      slotProps: {
        root: (ownerState: Record<string, unknown>) =>
          checkboxLabel(ownerState) ? { 'aria-label': undefined } : {},
        input: (ownerState: Record<string, unknown>) => {
          const label = checkboxLabel(ownerState);
          return label ? { 'aria-label': label } : {};
        },
      },
    },
  },
  // react-admin's light theme paints form toolbars grey[300], on which red text cannot reach 4.5:1.
  RaToolbar: { styleOverrides: { root: { backgroundColor: '#eef1f5' } } },
  // The empty-list message uses text.disabled (2.6:1 on the page background); text.secondary reads.
  RaEmpty: {
    styleOverrides: {
      root: ({
        theme,
      }: {
        theme: { palette: { text: { secondary: string; disabled: string } } };
      }) => ({
        '& .RaEmpty-message': { color: theme.palette.text.secondary },
        '& .RaEmpty-icon': { color: theme.palette.text.disabled },
      }),
    },
  },
};

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    // The colours and their reasons: src/themeTokens.ts.
    primary: { main: tokens.palette.primary },
    secondary: { main: tokens.palette.secondary },
    background: { default: tokens.palette.background },
    error: { main: tokens.palette.error },
  },
  sidebar: { ...tokens.sidebar },
  components: {
    ...defaultLightTheme.components,
    ...(idID.components as RaThemeOptions['components']),
    ...(pickerDefaults as RaThemeOptions['components']),
    ...(accessibilityDefaults as RaThemeOptions['components']),
  },
};
