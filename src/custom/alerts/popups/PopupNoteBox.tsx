// The popup's note box (§5): at most 255 characters, not empty on save (the error names the note
// label), the typed text taken after 500 ms without typing (the live error follows it) or at once on
// save. The same rules as the centre's note dialog (centreRules.validateNote), sent as Feedback.
import { useEffect, useMemo, useState } from 'react';
import debounce from 'lodash/debounce.js';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { FEEDBACK_NOTE_MAX } from '../../../domain/alerts/actions';
import { NOTE_DEBOUNCE_MS, validateNote } from '../centreRules';
import { useFormErrorText } from '../useFormErrorText';

export interface PopupNoteBoxProps {
  alertId: number;
  busy?: boolean;
  /** Resolves true when the note was saved (the box then empties). */
  onSave: (note: string) => Promise<boolean>;
}

export function PopupNoteBox({ alertId, busy, onSave }: PopupNoteBoxProps) {
  const translate = useTranslate();
  const errorText = useFormErrorText();
  const [text, setText] = useState('');
  const [settled, setSettled] = useState<string | undefined>(undefined);
  const settle = useMemo(() => debounce(setSettled, NOTE_DEBOUNCE_MS), []);
  useEffect(() => () => settle.cancel(), [settle]);
  const error = settled === undefined ? undefined : validateNote(settled);
  const save = async () => {
    settle.cancel();
    setSettled(text);
    if (validateNote(text)) return;
    if (await onSave(text.trim())) {
      setText('');
      setSettled(undefined);
    }
  };
  const id = `popup-note-${alertId}`;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <TextField
        id={id}
        label={translate('custom.alerts.labels.note')}
        required
        multiline
        minRows={2}
        fullWidth
        size="small"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          settle(event.target.value);
        }}
        error={!!error}
        helperText={error ? errorText(error) : `${text.length}/${FEEDBACK_NOTE_MAX}`}
      />
      <Button size="small" variant="outlined" disabled={busy} onClick={() => void save()}>
        {translate('custom.alerts.popups.note.save')}
      </Button>
    </Stack>
  );
}
