// A date filter of a list page (Notification Log, the audit list): the console's own date picker
// (MUI X, in the console's language and its DD MMM YYYY format, as every other date in the
// console), not the browser's native date input, whose format follows the browser's language
// instead. An unfinished date filters nothing until it is complete; clearing it removes the filter.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DISPLAY_DATE, WIRE_DATE } from '../format';
// Not from PickerInput: that module brings the date-time picker and the form hooks with it.
import { DESKTOP_MODE, PickerLocalization } from './PickerLocalization';

export interface DateFilterProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

export function DateFilter({ label, value, onChange }: DateFilterProps) {
  // What the field shows, which may be a date still being typed; the filter only ever gets whole dates.
  const [shown, setShown] = useState<Dayjs | null>(value ? dayjs(value) : null);
  const change = (next: Dayjs | null) => {
    setShown(next);
    if (next === null) onChange('');
    else if (next.isValid()) onChange(next.format(WIRE_DATE));
  };
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        value={shown}
        onChange={change}
        format={DISPLAY_DATE}
        desktopModeMediaQuery={DESKTOP_MODE}
        slotProps={{
          // Filled, as the selects beside it. The label sits in an empty field, as in the engine's date
          // inputs: the format placeholder MUI X would show instead is below WCAG's contrast minimum.
          textField: { size: 'small', variant: 'filled' },
          field: { clearable: true },
        }}
      />
    </PickerLocalization>
  );
}
