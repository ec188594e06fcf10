// The shared share modal (master-data.md §2 "Share modal"): titled with the fleet task number (the
// caller words the title), the tracking link, 'Salin tautan pelacakan' (clipboard and a success
// toast) and 'Lihat pelacakan' (a new tab). Fleet Task Detail and its list rows, and Delivery
// Detail, open it.
import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useNotify, useTranslate } from 'ra-core';

export interface ShareModalProps {
  open: boolean;
  /** The dialog's title, e.g. 'Bagikan Penugasan FT/2026/11/000005'. */
  title: string;
  trackLink?: string | null;
  onClose(): void;
}

const t = (key: string) => `custom.share.${key}`;

export function ShareModal({ open, title, trackLink, onClose }: ShareModalProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const fieldId = useId();

  const copy = async () => {
    if (!trackLink) return;
    try {
      await navigator.clipboard.writeText(trackLink);
      notify(t('copied'), { type: 'success' });
    } catch {
      notify(t('copy_failed'), { type: 'error' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      // Opened from a list row: clicks bubble through React's tree to the row, which would open the task.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {trackLink ? (
          <Box sx={{ pt: 1 }}>
            <TextField
              id={fieldId}
              label={translate(t('link'))}
              value={trackLink}
              fullWidth
              size="small"
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select(),
                },
              }}
            />
          </Box>
        ) : (
          <DialogContentText>{translate(t('no_link'))}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate(t('close'))}</Button>
        <Button
          onClick={() => void copy()}
          disabled={!trackLink}
          startIcon={<ContentCopyIcon />}
          variant="outlined"
        >
          {translate(t('copy'))}
        </Button>
        <Button
          component="a"
          href={trackLink ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!trackLink}
          startIcon={<OpenInNewIcon />}
          variant="contained"
        >
          {translate(t('view'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
