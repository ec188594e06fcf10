// The referral programme dialog (alert-centre-and-shell.md §1, §6; the spec does not show its
// content, docs/widgets.md says what we chose): the company's referral code and the link carrying
// it, each with a copy button.
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'ra-core';
import { referralCode, referralLink } from '../../domain/widgets/brand';

export default function ReferralDialog({
  companyId,
  onClose,
}: {
  companyId: number;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const code = referralCode(companyId);
  const link = referralLink(window.location.origin, code);
  const [status, setStatus] = useState<string>('');
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(translate('custom.widgets.referral.copied'));
    } catch {
      setStatus(translate('custom.widgets.referral.copy_failed'));
    }
  };
  const field = (label: string, value: string, copyLabel: string) => (
    <TextField
      label={label}
      value={value}
      fullWidth
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={copyLabel} onClick={() => void copy(value)} edge="end">
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="referral-title" fullWidth maxWidth="sm">
      <DialogTitle id="referral-title">{translate('custom.widgets.referral.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('custom.widgets.referral.intro')}
        </DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field(
            translate('custom.widgets.referral.code'),
            code,
            translate('custom.widgets.referral.copy_code'),
          )}
          {field(
            translate('custom.widgets.referral.link'),
            link,
            translate('custom.widgets.referral.copy_link'),
          )}
        </Stack>
        <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: 20 }}>
          {status}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('custom.widgets.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
