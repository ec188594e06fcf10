// A quantity-change event's detail, completed from the load change log when the event lacks the
// old quantity (a first adjustment: it was the plan) or the unit: the log entries written within
// minutes of the event, matched by line, stage and new quantity (historyEvents.withLogDetails).
import dayjs from 'dayjs';
import { useGetList } from 'ra-core';
import type { StoredRecordOf } from '../../../generated/types';
import { withLogDetails, type HistoryRecord, type QuantityChangeDetail } from './historyEvents';

const WINDOW_MINUTES = 5;

export function useQuantityChangeDetail(
  event: HistoryRecord,
  detail: QuantityChangeDetail,
  enabled: boolean,
): QuantityChangeDetail {
  const loadId = event.details?.load_id;
  const incomplete =
    detail.uom === null || detail.changes.some((c) => c.field !== 'quantity' && c.old === null);
  const time = dayjs(event.created_on);
  const { data = [] } = useGetList<StoredRecordOf<'delivery-order-log'>>(
    'delivery-order-log',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'created_on', order: 'DESC' },
      filter: {
        delivery_order_id: event.delivery_order_id,
        created_on_gte: time.subtract(WINDOW_MINUTES, 'minute').toISOString(),
        created_on_lte: time.add(WINDOW_MINUTES, 'minute').toISOString(),
      },
    },
    { enabled: enabled && incomplete && loadId !== undefined && loadId !== null && time.isValid() },
  );
  return withLogDetails(detail, loadId, event.created_on, data);
}
