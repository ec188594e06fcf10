// The history modal (delivery-order.md §2 "History", master-data §2 "History modal"): the order's
// events grouped by day, 'Hari Ini' for today, filtered Semua / Ambil / Kirim.
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { groupByDay } from '../../../domain/format/dates';
import { HistoryDialog } from '../../shared/HistoryDialog';
import type { HistoryModalProps } from '../shared/contracts';
import { FilterChips } from '../shared/FilterChips';
import { HISTORY_FILTERS, type HistoryFilter } from './historyEvents';
import { HistoryEventItem } from './HistoryEventItem';
import { useDeliveryHistory } from './useDeliveryHistory';

export function HistoryModal({ orderId, open, onClose }: HistoryModalProps) {
  const translate = useTranslate();
  const [filter, setFilter] = useState<HistoryFilter>('ALL');
  const history = useDeliveryHistory(orderId, filter, open);
  const days = groupByDay(history.events, (event) => event.created_on, new Date());

  const options = HISTORY_FILTERS.filter((f) => f !== 'ALL').map((f) => ({
    id: f,
    label: translate(`custom.delivery.history.filter.${f}`),
  }));

  return (
    <HistoryDialog
      open={open}
      onClose={onClose}
      messages="custom.delivery.history"
      emptyKey={filter === 'ALL' ? 'empty' : 'empty_filtered'}
      isPending={history.isPending}
      error={history.error}
      refetch={() => history.refetch()}
      days={days}
      renderItem={(event) => <HistoryEventItem key={event.id} event={event} />}
      // A steady height: the dialog does not jump when a filter shortens the list.
      paperSx={{ height: 'min(85vh, 760px)' }}
      toolbar={
        <Box sx={{ px: 3, pb: 1 }}>
          <FilterChips
            label={translate('custom.delivery.history.filter_label')}
            allLabel={translate('custom.delivery.history.filter.ALL')}
            options={options}
            value={filter === 'ALL' ? [] : [filter]}
            onChange={(value) => setFilter((value[0] as HistoryFilter | undefined) ?? 'ALL')}
          />
        </Box>
      }
      footer={
        history.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Button onClick={() => history.fetchNextPage()} disabled={history.isFetchingNextPage}>
              {translate('custom.delivery.history.load_more')}
            </Button>
          </Box>
        )
      }
    />
  );
}
