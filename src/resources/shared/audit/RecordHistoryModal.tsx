// 'Riwayat' on every generated show page (docs/audit.md): the record's audit trail in the spec's
// history modal (master-data §2): grouped by day ('Hari Ini' for today), each entry who, when
// (DD MMM YYYY HH:mm) and what changed.
import { useId } from 'react';
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
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { useLocaleState, useTranslate } from 'ra-core';
import { groupAuditByDay } from '../../../domain/audit/auditEntries';
import { formatDate } from '../../format';
import { AuditEntryItem } from './AuditEntryItem';
import { useRecordHistory } from './auditApi';

export interface RecordHistoryModalProps {
  resource: string;
  id: number | string | undefined;
  open: boolean;
  onClose(): void;
}

export function RecordHistoryModal({ resource, id, open, onClose }: RecordHistoryModalProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const history = useRecordHistory(resource, id, open);
  const days = groupAuditByDay(history.data?.entries ?? [], new Date());
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 7 }}>
        <HistoryIcon aria-hidden color="primary" />
        {translate('engine.history.title')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={translate('engine.history.close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        {history.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : history.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => history.refetch()}>
                {translate('engine.history.retry')}
              </Button>
            }
          >
            {translate('engine.history.error')}
          </Alert>
        ) : days.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
            <HistoryIcon aria-hidden sx={{ fontSize: 48, opacity: 0.5 }} />
            <Typography>{translate('engine.history.empty')}</Typography>
          </Box>
        ) : (
          days.map((group) => {
            const heading = group.isToday
              ? translate('engine.history.today')
              : formatDate(group.day, locale);
            return (
              <Box
                component="section"
                key={group.day}
                aria-label={translate('engine.history.day_label', { day: heading })}
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
                  {group.entries.map((entry) => (
                    <AuditEntryItem key={entry.id} entry={entry} />
                  ))}
                </Box>
              </Box>
            );
          })
        )}
      </DialogContent>
    </Dialog>
  );
}
