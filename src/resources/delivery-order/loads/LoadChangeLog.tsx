// The load change log (delivery-order.md §2, §3, §7): quantity changes at pickup and drop, read from
// GET /delivery-order/{id}/log filtered on the two fleet-planning events, newest first.
import { useState } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetList, useLocaleState, useTranslate, type Identifier } from 'ra-core';
import type { StoredRecordOf } from '../../../generated/types';
import { formatDateTime, formatNumber } from '../../format';
import { useEnumLabel } from '../../useLabel';
import { PAGE_SIZES } from '../../views/pageSizes';
import { LoadText } from './LoadText';
import { TOOLTIP_LIMIT } from './loadsLayout';
import { useTablePaginationLabels } from '../../registry/paginationLabels';

export const LOAD_LOG_RESOURCE = 'delivery-order-log';
export const LOAD_LOG_EVENTS = [
  'FleetPlanning.DeliveryLoadUpdatedPicked',
  'FleetPlanning.DeliveryLoadUpdatedDropped',
] as const;

type LogRecord = StoredRecordOf<'delivery-order-log'>;

export function LoadChangeLog({ orderId }: { orderId: Identifier }) {
  const translate = useTranslate();
  const paginationLabels = useTablePaginationLabels();
  const [locale] = useLocaleState();
  const eventLabel = useEnumLabel(LOAD_LOG_RESOURCE, 'event');
  const field = (path: string) => translate(`resources.${LOAD_LOG_RESOURCE}.fields.${path}`);
  const headers = [
    field('created_on'),
    field('event'),
    field('details.product_name'),
    field('details.uom'),
    `${field('details.old_qty')} → ${field('details.new_qty')}`,
    field('details.reason'),
    field('created_by'),
  ];
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
  const { data, total, isPending } = useGetList<LogRecord>(
    LOAD_LOG_RESOURCE,
    {
      pagination: { page, perPage },
      sort: { field: 'created_on', order: 'DESC' },
      filter: { delivery_order_id: orderId, event: [...LOAD_LOG_EVENTS] },
      meta: { delivery_order_id: orderId },
    },
    { placeholderData: (previous) => previous },
  );
  const rows = data ?? [];
  return (
    <Box>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={translate('custom.delivery.loads.history_label')}
        sx={{ width: '100%', contain: 'inline-size' }}
      >
        <Table size="small" aria-label={translate('custom.delivery.loads.history_label')}>
          <TableHead>
            <TableRow>
              {headers.map((h) => (
                <TableCell key={h} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((log) => (
              <TableRow key={log.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(log.created_on, locale)}
                </TableCell>
                <TableCell>{eventLabel(log.event)}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <LoadText text={log.details.product_name} limit={TOOLTIP_LIMIT} />
                  {log.details.product_type_name && (
                    <Typography variant="caption" color="text.secondary">
                      {log.details.product_type_name}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{log.details.uom}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {translate('custom.delivery.loads.change', {
                    old: formatNumber(log.details.old_qty, locale) || '-',
                    new: formatNumber(log.details.new_qty, locale) || '-',
                  })}
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <LoadText text={log.details.reason} limit={TOOLTIP_LIMIT} />
                </TableCell>
                <TableCell>{log.created_by ?? ''}</TableCell>
              </TableRow>
            ))}
            {!isPending && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length}>
                  <Typography variant="body2" color="text.secondary">
                    {translate('custom.delivery.loads.history_empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total ?? 0}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(1);
        }}
        {...paginationLabels}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
      />
    </Box>
  );
}
