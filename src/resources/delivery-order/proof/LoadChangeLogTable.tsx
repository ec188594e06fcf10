// The quantity-change history beside the proofs (delivery-order.md §2 "Proof tabs", §6): the load
// change log (GET …/delivery-order/{id}/log) of the tab's stage, newest first, pages of 10/25/50/100.
import { useId, useState } from 'react';
import {
  Alert,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'ra-core';
import type { StoredRecordOf } from '../../../generated/types';
import { formatDateTime, formatNumber } from '../../format';
import { useTablePaginationLabels } from '../../registry/paginationLabels';

export const LOG_EVENTS = {
  PICKUP: 'FleetPlanning.DeliveryLoadUpdatedPicked',
  DROP: 'FleetPlanning.DeliveryLoadUpdatedDropped',
} as const;

const PAGE_SIZES = [10, 25, 50, 100];

export interface LoadChangeLogTableProps {
  orderId: number;
  type: 'PICKUP' | 'DROP';
}

type LogRecord = StoredRecordOf<'delivery-order-log'>;

export function LoadChangeLogTable({ orderId, type }: LoadChangeLogTableProps) {
  const translate = useTranslate();
  const paginationLabels = useTablePaginationLabels();
  const [locale] = useLocaleState();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<LogRecord>('delivery-order-log', {
    pagination: { page: page + 1, perPage },
    sort: { field: 'created_on', order: 'DESC' },
    filter: { delivery_order_id: orderId, event: LOG_EVENTS[type] },
  });
  const t = (key: string) => translate(`custom.delivery.history.proof.log.${key}`);
  const quantity = (value: number | null | undefined, uom: string) =>
    value === null || value === undefined ? '-' : `${formatNumber(value, locale)} ${uom}`;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Typography
        id={titleId}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 1 }}
      >
        {t('title')}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('error')}
        </Alert>
      ) : (
        <>
          {/* Focusable, so keyboard users can scroll it sideways on narrow screens. */}
          <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('time')}</TableCell>
                  <TableCell>{t('product')}</TableCell>
                  <TableCell>{t('change')}</TableCell>
                  <TableCell>{t('reason')}</TableCell>
                  <TableCell>{t('changed_by')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {!isPending && data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                      {t('empty')}
                    </TableCell>
                  </TableRow>
                )}
                {data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(entry.created_on, locale)}
                    </TableCell>
                    <TableCell sx={{ minWidth: 140 }}>
                      {entry.details.product_name}
                      {entry.details.product_type_name && (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ display: 'block' }}
                        >
                          {entry.details.product_type_name}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {quantity(entry.details.old_qty, entry.details.uom)} →{' '}
                      <strong>{quantity(entry.details.new_qty, entry.details.uom)}</strong>
                    </TableCell>
                    <TableCell sx={{ minWidth: 140 }}>{entry.details.reason || '-'}</TableCell>
                    <TableCell>{entry.created_by || '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            // In the UI's language: the theme's MUI locale is Indonesian whatever the language.
            {...paginationLabels}
            sx={{
              '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
            }}
          />
        </>
      )}
    </Paper>
  );
}
