// The spec's history modal (master-data §2 "History modal"), drawn once: a titled dialog, full
// screen on a phone, with the entries grouped by day ('Hari Ini' for today, DD MMM YYYY otherwise),
// a spinner, an error with a retry, and an empty state. Its texts are the keys title, close, retry,
// error, empty, today and day_label under `messages`. Used by a delivery order's history
// (delivery-order/history/) and by every generated show page's 'Riwayat' (shared/audit/).
import { useId, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  type PaperProps,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { useLocaleState, useTranslate } from 'ra-core';
import type { DayGroup } from '../../domain/format/dates';
import { formatDate } from '../format';

export interface HistoryDialogProps<T> {
  open: boolean;
  onClose(): void;
  /** The prefix of the dialog's texts, e.g. 'engine.history'. */
  messages: string;
  /** The empty state's key under `messages` ('empty' by default). */
  emptyKey?: string;
  isPending: boolean;
  error: unknown;
  refetch(): void;
  days: DayGroup<T>[];
  renderItem(item: T): ReactNode;
  /** Above the list, outside its scroll (filters). */
  toolbar?: ReactNode;
  /** Below the days (a "load more" button). */
  footer?: ReactNode;
  paperSx?: PaperProps['sx'];
}

export function HistoryDialog<T>({
  open,
  onClose,
  messages,
  emptyKey = 'empty',
  isPending,
  error,
  refetch,
  days,
  renderItem,
  toolbar,
  footer,
  paperSx,
}: HistoryDialogProps<T>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const text = (key: string, options?: Record<string, unknown>) =>
    translate(`${messages}.${key}`, options);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: fullScreen ? {} : paperSx } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 7 }}>
        <HistoryIcon aria-hidden color="primary" />
        {text('title')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={text('close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {toolbar}
      <DialogContent dividers sx={{ minHeight: 240 }}>
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => refetch()}>
                {text('retry')}
              </Button>
            }
          >
            {text('error')}
          </Alert>
        ) : days.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
            <HistoryIcon aria-hidden sx={{ fontSize: 48, opacity: 0.5 }} />
            <Typography>{text(emptyKey)}</Typography>
          </Box>
        ) : (
          <>
            {days.map((group) => {
              const heading = group.isToday ? text('today') : formatDate(group.day, locale);
              return (
                <Box
                  component="section"
                  key={group.day}
                  aria-label={text('day_label', { day: heading })}
                  sx={{ mb: 2 }}
                >
                  <Typography
                    component="h3"
                    variant="subtitle2"
                    sx={{
                      fontWeight: 700,
                      color: 'text.secondary',
                      borderBottom: 2,
                      borderColor: 'primary.main',
                      pb: 0.5,
                    }}
                  >
                    {heading}
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {group.items.map(renderItem)}
                  </Box>
                </Box>
              );
            })}
            {footer}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
