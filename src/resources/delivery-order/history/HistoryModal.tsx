// The history modal (delivery-order.md §2 "History", master-data §2 "History modal"): the order's
// events grouped by day, 'Hari Ini' for today, filtered Semua / Ambil / Kirim.
import { useId, useState } from 'react';
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
import type { HistoryModalProps } from '../shared/contracts';
import { FilterChips } from '../shared/FilterChips';
import { groupByDay, HISTORY_FILTERS, type HistoryFilter } from './historyEvents';
import { HistoryEventItem } from './HistoryEventItem';
import { useDeliveryHistory } from './useDeliveryHistory';
import { formatDate } from '../../format';

export function HistoryModal({ orderId, open, onClose }: HistoryModalProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [filter, setFilter] = useState<HistoryFilter>('ALL');
  const history = useDeliveryHistory(orderId, filter, open);
  const days = groupByDay(history.events, new Date());

  const options = HISTORY_FILTERS.filter((f) => f !== 'ALL').map((f) => ({
    id: f,
    label: translate(`custom.delivery.history.filter.${f}`),
  }));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      // A steady height: the dialog does not jump when a filter shortens the list.
      slotProps={{ paper: { sx: fullScreen ? {} : { height: 'min(85vh, 760px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 7 }}>
        <HistoryIcon aria-hidden color="primary" />
        {translate('custom.delivery.history.title')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={translate('custom.delivery.history.close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: 3, pb: 1 }}>
        <FilterChips
          label={translate('custom.delivery.history.filter_label')}
          allLabel={translate('custom.delivery.history.filter.ALL')}
          options={options}
          value={filter === 'ALL' ? [] : [filter]}
          onChange={(value) => setFilter((value[0] as HistoryFilter | undefined) ?? 'ALL')}
        />
      </Box>
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
                {translate('custom.delivery.history.retry')}
              </Button>
            }
          >
            {translate('custom.delivery.history.error')}
          </Alert>
        ) : days.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
            <HistoryIcon aria-hidden sx={{ fontSize: 48, opacity: 0.5 }} />
            <Typography>
              {translate(
                filter === 'ALL'
                  ? 'custom.delivery.history.empty'
                  : 'custom.delivery.history.empty_filtered',
              )}
            </Typography>
          </Box>
        ) : (
          <>
            {days.map((group) => {
              const heading = group.isToday
                ? translate('custom.delivery.history.today')
                : formatDate(group.day, locale);
              return (
                <Box
                  component="section"
                  key={group.day}
                  aria-label={translate('custom.delivery.history.day_label', { day: heading })}
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
                    {group.events.map((event) => (
                      <HistoryEventItem key={event.id} event={event} />
                    ))}
                  </Box>
                </Box>
              );
            })}
            {history.hasNextPage && (
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <Button
                  onClick={() => history.fetchNextPage()}
                  disabled={history.isFetchingNextPage}
                >
                  {translate('custom.delivery.history.load_more')}
                </Button>
              </Box>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
