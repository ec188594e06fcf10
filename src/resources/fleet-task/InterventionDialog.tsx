// A dispatcher completes or skips an open activity for the driver (docs/fleet-tasks.md):
// POST /fleet-task/{id}/intervention {sequence, action, reason}; the reason is required, ≤ 255.
import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate, type Identifier } from 'ra-core';
import { useOrderService } from '../shared/useOrderService.ts';
import { firstKnownIssue, fleetTaskErrorKey } from '../../domain/fleet-task/errors.ts';
import { FLEET_TASK } from './contracts.ts';

export type InterventionAction = 'COMPLETE' | 'SKIP';
export const REASON_MAX = 255;

export interface InterventionDialogProps {
  taskId: Identifier;
  sequence: number;
  onClose(): void;
  onDone(): void;
}

const t = (key: string) => `custom.fleet_task.screens.intervention.${key}`;

/** The reason's problem, if any: required, at most 255 characters. */
export function reasonError(reason: string): 'required' | 'too_long' | undefined {
  if (!reason.trim()) return 'required';
  if (reason.length > REASON_MAX) return 'too_long';
  return undefined;
}

export function InterventionDialog({ taskId, sequence, onClose, onDone }: InterventionDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const service = useOrderService();
  const titleId = useId();
  const actionLabelId = useId();
  const [action, setAction] = useState<InterventionAction>('COMPLETE');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const problem = reasonError(reason);

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setPending(true);
    try {
      await service.call(FLEET_TASK, {
        method: 'POST',
        path: '/{id}/intervention',
        id: taskId,
        body: { sequence, action, reason: reason.trim() },
      });
      notify(t('success'), { type: 'success' });
      onDone();
    } catch (error) {
      const code = firstKnownIssue((error as { body?: unknown } | null)?.body);
      notify(code ? fleetTaskErrorKey(code) : t('failed'), { type: 'error' });
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{translate(t('title'), { sequence })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(t('body'))}</DialogContentText>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel id={actionLabelId} component="legend">
            {translate(t('action'))}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={actionLabelId}
            value={action}
            onChange={(event) => setAction(event.target.value as InterventionAction)}
          >
            <FormControlLabel
              value="COMPLETE"
              control={<Radio />}
              label={translate(t('complete'))}
              disabled={pending}
            />
            <FormControlLabel
              value="SKIP"
              control={<Radio />}
              label={translate(t('skip'))}
              disabled={pending}
            />
          </RadioGroup>
        </FormControl>
        <TextField
          label={translate(t('reason'))}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          multiline
          minRows={2}
          fullWidth
          disabled={pending}
          error={touched && !!problem}
          helperText={touched && problem ? translate(t(problem)) : `${reason.length}/${REASON_MAX}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate(t('cancel'))}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pending}>
          {translate(t('submit'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
