// The detail modal of a quantity-change event (delivery-order.md §2 "History"): the product, and
// per changed quantity its stage, old → new quantity and the reason given.
import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatDateTime, formatNumber } from '../../format';
import type { HistoryRecord, QuantityChangeDetail } from './historyEvents';
import { useQuantityChangeDetail } from './useQuantityChangeDetail';

export interface QuantityChangeDialogProps {
  open: boolean;
  onClose(): void;
  event: HistoryRecord;
  detail: QuantityChangeDetail;
}

export function QuantityChangeDialog({
  open,
  onClose,
  event,
  detail: fromEvent,
}: QuantityChangeDialogProps) {
  const detail = useQuantityChangeDetail(event, fromEvent, open);
  const changedOn = event.created_on;
  const changedBy = event.created_by;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  // A phone gets the whole screen and tighter cells: in a 390 px window the centred dialog left the
  // table 278 px, and its reason column was cut off behind a sideways scroll.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const quantity = (value: number | null) =>
    value === null ? '-' : `${formatNumber(value, locale)}${detail.uom ? ` ${detail.uom}` : ''}`;
  const t = (key: string) => translate(`custom.delivery.history.quantity.${key}`);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mb: 2,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('product')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {detail.product ?? '-'}
          </Typography>
          {changedOn && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('time')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {formatDateTime(changedOn, locale)}
              </Typography>
            </>
          )}
          {changedBy && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('changed_by')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {changedBy}
              </Typography>
            </>
          )}
        </Box>
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={titleId}>
          <Table
            size="small"
            aria-labelledby={titleId}
            sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('stage')}</TableCell>
                <TableCell align="right">{t('old')}</TableCell>
                <TableCell align="right">{t('new')}</TableCell>
                <TableCell>{t('reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell>{t(`stages.${change.field}`)}</TableCell>
                  <TableCell align="right">{quantity(change.old)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {quantity(change.new)}
                  </TableCell>
                  <TableCell>{change.reason ?? t('no_reason')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('custom.delivery.history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
