// The alert note (§5): at most 255 characters, not empty on save (the error names the note label);
// the typed text is taken after 500 ms without typing (the live error follows it), or at once on save.
import { useEffect, useMemo, useState } from 'react';
import debounce from 'lodash/debounce.js';
import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { FEEDBACK_NOTE_MAX } from '../../domain/alerts/actions';
import { NOTE_DEBOUNCE_MS, validateNote } from './centreRules';
import { DialogButtons } from './ConfirmDialog';
import { useFormErrorText } from './useFormErrorText';

export interface NoteDialogProps {
  open: boolean;
  busy?: boolean;
  initial?: string;
  onSubmit: (note: string) => void;
  onClose: () => void;
}

export function NoteDialog({ open, busy, initial = '', onSubmit, onClose }: NoteDialogProps) {
  const translate = useTranslate();
  const errorText = useFormErrorText();
  const [text, setText] = useState(initial);
  // The debounced value: what validation (and the live error) reads.
  const [settled, setSettled] = useState<string | undefined>(undefined);
  const settle = useMemo(() => debounce(setSettled, NOTE_DEBOUNCE_MS), []);
  useEffect(() => () => settle.cancel(), [settle]);
  useEffect(() => {
    if (open) {
      setText(initial);
      setSettled(undefined);
    }
  }, [open, initial]);
  const change = (value: string) => {
    setText(value);
    settle(value);
  };
  const error = settled === undefined ? undefined : validateNote(settled);
  const submit = () => {
    settle.cancel();
    setSettled(text);
    if (validateNote(text)) return;
    onSubmit(text.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="alert-note-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="alert-note-title">{translate('custom.alerts.note.title')}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate('custom.alerts.labels.note')}
          required
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
          value={text}
          onChange={(event) => change(event.target.value)}
          error={!!error}
          helperText={error ? errorText(error) : `${text.length}/${FEEDBACK_NOTE_MAX}`}
        />
      </DialogContent>
      <DialogButtons busy={busy} action="save" onCancel={onClose} onAction={submit} />
    </Dialog>
  );
}
