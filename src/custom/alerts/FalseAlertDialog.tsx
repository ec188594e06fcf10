// The false-alert form (§5): the reason is required (asterisk), at most 300 characters, its error
// shown live; quick-fill 'Tidak ada kejadian' fills it, 'Kejadian Lainnya' asks for the other reason,
// which must not be empty (the error names the other-reason label).
import { useState } from 'react';
import {
  Chip,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import {
  FALSE_ALERT_REASON_MAX,
  NO_OCCURRENCE_REASON,
  OTHER_REASON,
} from '../../domain/alerts/actions';
import { validateFalseAlertReason, type ReasonChoice } from './centreRules';
import { DialogButtons } from './ConfirmDialog';
import { useFormErrorText } from './useFormErrorText';

export interface FalseAlertDialogProps {
  open: boolean;
  busy?: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** The quick-fill chips: 'Tidak ada kejadian' fills its text, 'Kejadian Lainnya' empties the field for the other reason. */
const QUICK_CHIPS: readonly { choice: ReasonChoice; label: string; fill: string }[] = [
  { choice: 'none', label: NO_OCCURRENCE_REASON, fill: NO_OCCURRENCE_REASON },
  { choice: 'other', label: OTHER_REASON, fill: '' },
];

export function FalseAlertDialog({ open, busy, onSubmit, onClose }: FalseAlertDialogProps) {
  const translate = useTranslate();
  const errorText = useFormErrorText();
  const [choice, setChoice] = useState<ReasonChoice>('free');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const error = validateFalseAlertReason(choice, text);
  const shown = touched ? error : undefined;
  const reset = () => {
    setChoice('free');
    setText('');
    setTouched(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (error) return;
    // What the FalseAlert action sends: the typed reason (prefilled by a quick choice).
    onSubmit(text.trim());
  };
  const label =
    choice === 'other'
      ? translate('custom.alerts.false_alert.other_reason')
      : translate('custom.alerts.false_alert.reason');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby="false-alert-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="false-alert-title">
        {translate('custom.alerts.false_alert.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('custom.alerts.false_alert.confirm')}
        </DialogContentText>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 2 }}
          role="group"
          aria-label={translate('custom.alerts.false_alert.quick_fill')}
        >
          {QUICK_CHIPS.map(({ choice: value, label: chip, fill }) => (
            <Chip
              key={value}
              label={chip}
              color={choice === value ? 'primary' : 'default'}
              onClick={() => {
                setChoice(value);
                setText(fill);
                setTouched(true);
              }}
            />
          ))}
        </Stack>
        <TextField
          label={label}
          required
          multiline
          minRows={3}
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTouched(true);
            if (choice === 'none' && event.target.value !== NO_OCCURRENCE_REASON) setChoice('free');
          }}
          error={!!shown}
          helperText={shown ? errorText(shown) : `${text.length}/${FALSE_ALERT_REASON_MAX}`}
        />
      </DialogContent>
      <DialogButtons
        busy={busy}
        action="submit"
        disabled={touched && !!error}
        onCancel={close}
        onAction={submit}
      />
    </Dialog>
  );
}
