// The per-order results of a bulk confirm or schedule: how many applied and how many were refused,
// then each order with its outcome (the new status or fleet task, or why it was refused).
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { BulkOutcome, BulkOrderResult } from './useBulkOrderAction';
import { statusLabel } from '../page/useStatusTransition';
import { useRefusalText } from './useRefusalText';

export function BulkResultsDialog({
  outcome,
  onClose,
}: {
  outcome: BulkOutcome | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const refusal = useRefusalText();
  const results = outcome?.results ?? [];
  const applied = results.filter((r) => r.ok).length;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.delivery.list.bulk.${key}`, options);

  const detail = (result: BulkOrderResult): string => {
    if (!result.ok) return refusal(result);
    if (result.fleet_task) return t('applied_task', { number: result.fleet_task.number });
    return result.status
      ? t('applied_status', { status: statusLabel(translate, result.status) })
      : '';
  };

  return (
    <Dialog
      open={outcome !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="bulk-results-title"
    >
      <DialogTitle id="bulk-results-title">
        {outcome ? t(`results_title.${outcome.action}`) : ''}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText>
          {t('summary', { applied, refused: results.length - applied })}
        </DialogContentText>
        <List aria-label={t('results_label')} dense>
          {results.map((result) => (
            <ListItem key={result.id} disableGutters divider alignItems="flex-start">
              <ListItemText
                primary={
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <span style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {result.number ?? `#${result.id}`}
                    </span>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={result.ok ? 'success' : 'error'}
                      label={t(result.ok ? 'applied' : 'refused')}
                    />
                  </Stack>
                }
                secondary={detail(result)}
                slotProps={{ secondary: { sx: { color: 'text.primary' } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
