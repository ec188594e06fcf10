// A date filter of the audit list: the console's date picker in its language and DD MMM YYYY format,
// as Notification Log's (custom pages do not import each other, so the few lines are repeated). An
// unfinished date filters nothing; clearing it removes the filter.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DISPLAY_DATE, WIRE_DATE } from '../../resources/format';
import { DESKTOP_MODE, PickerLocalization } from '../../resources/registry/PickerLocalization';

export interface AuditDateFilterProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

export function AuditDateFilter({ label, value, onChange }: AuditDateFilterProps) {
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
          textField: { size: 'small', variant: 'filled' },
          field: { clearable: true },
        }}
      />
    </PickerLocalization>
  );
}
