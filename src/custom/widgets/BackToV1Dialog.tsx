// The return to VSMS 1.0 (alert-centre-and-shell.md §2, §5, §7, §9): the five reasons, a text for
// 'Alasan lain', 'Wajib Memilih Alasan' when none is chosen; backToVsmsV1 records the reason and
// answers the old console's address, which the browser opens 500 ms later.
import { useState } from 'react';
import {
  Alert,
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
import { useTranslate } from 'ra-core';
import {
  BACK_TO_V1_MESSAGE_MAX,
  BACK_TO_V1_REASONS,
  BACK_TO_V1_REDIRECT_MS,
  backToV1Problems,
  OTHER_REASON,
} from '../../domain/widgets/backToV1';
import { backToVsmsV1, WidgetApiError } from './api';

export default function BackToV1Dialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState<string>('');
  const [message, setMessage] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const [messageError, setMessageError] = useState(false);
  const [failure, setFailure] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'redirecting'>('idle');
  const confirm = async () => {
    const problems = backToV1Problems({ reason, message });
    if (problems.reason) return setShowRequired(true);
    if (problems.message) return setMessageError(true);
    setFailure('');
    setState('sending');
    try {
      const host = await backToVsmsV1(
        Number(reason),
        reason === OTHER_REASON ? message.trim() : null,
      );
      setState('redirecting');
      setTimeout(() => window.location.assign(host), BACK_TO_V1_REDIRECT_MS);
    } catch (error) {
      setState('idle');
      const notConfigured =
        error instanceof WidgetApiError &&
        error.errors.legacyConsole === 'integration-not-configured';
      setFailure(
        translate(
          notConfigured ? 'custom.widgets.back.not_configured' : 'custom.widgets.back.failed',
        ),
      );
    }
  };
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="back-title" fullWidth maxWidth="sm">
        <DialogTitle id="back-title">{translate('custom.widgets.back.title')}</DialogTitle>
        <DialogContent>
          <FormControl component="fieldset" fullWidth>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {translate('custom.widgets.back.question')}
            </FormLabel>
            <RadioGroup
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMessageError(false);
              }}
            >
              {BACK_TO_V1_REASONS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={translate(`custom.widgets.back.reasons.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {reason === OTHER_REASON && (
            <TextField
              label={translate('custom.widgets.back.other')}
              value={message}
              required
              autoFocus
              onChange={(event) => {
                setMessage(event.target.value);
                if (event.target.value.trim()) setMessageError(false);
              }}
              error={messageError}
              helperText={messageError ? translate('custom.widgets.back.other_required') : ' '}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: BACK_TO_V1_MESSAGE_MAX } }}
              sx={{ mt: 1 }}
            />
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          {state === 'redirecting' && (
            <Alert severity="info" role="status" sx={{ mt: 1 }}>
              {translate('custom.widgets.back.redirecting')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={state !== 'idle'}>
            {translate('custom.widgets.back.no')}
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={state !== 'idle'}>
            {translate('custom.widgets.back.yes')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={showRequired}
        onClose={() => setShowRequired(false)}
        aria-labelledby="back-required-title"
        aria-describedby="back-required-text"
      >
        <DialogTitle id="back-required-title">
          {translate('custom.widgets.back.required_title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="back-required-text">
            {translate('custom.widgets.back.required_text')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShowRequired(false)} autoFocus>
            {translate('custom.widgets.back.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
