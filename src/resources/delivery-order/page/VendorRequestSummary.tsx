// What a vendor received with a request (docs/vendor-requests.md): the shipper's load lines and the
// contract rate of the lane, read-only. The route, dates and notes are on the vendor's own order.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'ra-core';
import type { VendorRequestView } from '../../../domain/delivery-order/vendorShare.ts';
import { formatNumber } from '../../format.ts';

export function VendorRequestSummary({ request }: { request: VendorRequestView }) {
  const translate = useTranslate();
  const locale = useLocale();
  const number = (value: unknown) => formatNumber(value, locale) || '-';
  const t = (key: string) => translate(`custom.delivery.page.request.${key}`);
  const { loads, rate } = request.request;
  return (
    <Box component="section" aria-label={t('title')} data-testid="vendor-request-summary">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {t('title')}
      </Typography>
      {rate ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('rate')}: {rate.contract_number ?? '-'} · Rp {number(rate.base_price)}
        </Typography>
      ) : null}
      {loads.length === 0 ? (
        <Typography variant="body2">{t('no_loads')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('product')}</TableCell>
                <TableCell align="right">{t('quantity')}</TableCell>
                <TableCell align="right">{t('weight')}</TableCell>
                <TableCell align="right">{t('volume')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loads.map((load, i) => (
                <TableRow key={i}>
                  <TableCell>
                    {load.product_name ?? '-'}
                    {load.product_code ? ` (${load.product_code})` : ''}
                  </TableCell>
                  <TableCell align="right">
                    {number(load.quantity)} {load.uom ?? ''}
                  </TableCell>
                  <TableCell align="right">{number(load.total_weight)} Kg</TableCell>
                  <TableCell align="right">{number(load.total_volume)} Cbm</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
