// Resetting a user's password: a generated temporary password (shown once, to copy) or one the
// administrator types; the user sets a new one at the next sign-in and their open sessions end.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useRefresh, useTranslate, type Identifier } from 'ra-core';
import { passwordProblem } from '../../domain/access/passwordPolicy.ts';
import { fieldErrorMessage } from '../../dataProviders/errors.ts';
import { useResetPassword } from './useResetPassword.ts';

export interface ResetPasswordDialogProps {
  resource: string;
  id: Identifier;
  name: string;
  username: string;
  open: boolean;
  onClose: () => void;
}

type Mode = 'generate' | 'type';

export function ResetPasswordDialog({
  resource,
  id,
  name,
  username,
  open,
  onClose,
}: ResetPasswordDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { reset, busy } = useResetPassword(resource);
  const [mode, setMode] = useState<Mode>('generate');
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [temporary, setTemporary] = useState<string | null>();

  const close = () => {
    setMode('generate');
    setTyped('');
    setFieldError(undefined);
    setTemporary(undefined);
    onClose();
  };

  const submit = async () => {
    if (mode === 'type') {
      const problem = passwordProblem(typed, username);
      if (problem) return setFieldError(fieldErrorMessage('password', problem));
    }
    const outcome = await reset(id, mode === 'type' ? typed : undefined);
    if (!outcome.ok) {
      if (outcome.field && mode === 'type') return setFieldError(outcome.message);
      notify(outcome.message, { type: 'error' });
      return close();
    }
    refresh();
    notify('custom.user.reset.done', { type: 'success', messageArgs: { name } });
    if (outcome.temporary) setTemporary(outcome.temporary);
    else close();
  };

  const copy = async () => {
    if (!temporary) return;
    await navigator.clipboard?.writeText(temporary);
    notify('custom.user.reset.copied', { type: 'info' });
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby="reset-password-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="reset-password-title">
        {translate('custom.user.reset.title', { name })}
      </DialogTitle>
      {temporary ? (
        <>
          <DialogContent>
            <Alert severity="success" sx={{ mb: 2 }}>
              {translate('custom.user.reset.temporary', { name })}
            </Alert>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography
                component="output"
                aria-label={translate('custom.user.reset.password')}
                sx={{ fontFamily: 'monospace', fontSize: '1.5rem', letterSpacing: 1 }}
              >
                {temporary}
              </Typography>
              <Tooltip title={translate('custom.user.reset.copy')}>
                <IconButton
                  onClick={() => void copy()}
                  aria-label={translate('custom.user.reset.copy')}
                >
                  <ContentCopyIcon />
                </IconButton>
              </Tooltip>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} variant="contained">
              {translate('custom.user.reset.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('custom.user.reset.explain', { name })}
            </Typography>
            <RadioGroup value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
              <FormControlLabel
                value="generate"
                control={<Radio />}
                label={translate('custom.user.reset.generate')}
              />
              <FormControlLabel
                value="type"
                control={<Radio />}
                label={translate('custom.user.reset.type')}
              />
            </RadioGroup>
            {mode === 'type' && (
              <TextField
                autoFocus
                fullWidth
                type="password"
                autoComplete="new-password"
                label={translate('custom.user.reset.password')}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setFieldError(undefined);
                }}
                error={!!fieldError}
                helperText={translate(fieldError ?? 'custom.user.password.policy')}
                sx={{ mt: 1 }}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {translate('custom.user.reset.cancel')}
            </Button>
            <Button
              onClick={() => void submit()}
              disabled={busy}
              variant="contained"
              color="warning"
            >
              {translate('custom.user.reset.confirm')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
