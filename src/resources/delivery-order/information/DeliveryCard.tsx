// The delivery card of the INFORMATION tab (delivery-order.md §2 "Information tab sections"): the
// creator rows. The number is issued by the server ('-' until the order exists); the reference
// order needs the accounting-integration scopes; a transit order's assignment reads 'Multi FO'.
import type { ReactNode } from 'react';
import { Box, Paper, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatDateTime } from '../../format.ts';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import { useAccountingIntegration } from './useInformationAccess.ts';

const EMPTY = '-';

interface Row {
  key: string;
  label: string;
  value: ReactNode;
}

export function DeliveryCard({ order }: { order?: DeliveryOrderRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const accounting = useAccountingIntegration();
  const t = (key: string) => translate(`custom.delivery.information.card.${key}`);

  const type = order?.shipment_type;
  const typeLabel = type
    ? translate(`resources.delivery-order.enums.shipment_type.${type}`)
    : EMPTY;
  const reference = order?.external_reference;
  const referenceText =
    reference?.delivery_order?.number ??
    reference?.external_invoice ??
    order?.external_reference_number ??
    EMPTY;

  const rows: Row[] = [
    {
      key: 'type',
      label: t('type'),
      value:
        type === 'TRANSIT' ? (
          <Tooltip title={t('transit_tooltip')}>
            <Box component="span" tabIndex={0} sx={{ textDecoration: 'underline dotted' }}>
              {typeLabel}
            </Box>
          </Tooltip>
        ) : (
          typeLabel
        ),
    },
    { key: 'number', label: t('number'), value: order?.number || EMPTY },
    ...(accounting
      ? [{ key: 'reference_order', label: t('reference_order'), value: referenceText }]
      : []),
    {
      key: 'assignment_number',
      label: t('assignment_number'),
      value: type === 'TRANSIT' ? t('multi_fo') : order?.fleet_task?.number || EMPTY,
    },
    {
      key: 'created_on',
      label: t('created_on'),
      value: order?.created_on ? formatDateTime(order.created_on, locale) : EMPTY,
    },
    { key: 'created_by', label: t('created_by'), value: order?.created_by || EMPTY },
    { key: 'invoice_number', label: t('invoice_number'), value: order?.invoice?.number || EMPTY },
  ];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="delivery-card-title"
      sx={{ p: 2 }}
    >
      <Typography
        id="delivery-card-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {t('title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          columnGap: 3,
          rowGap: 1.5,
        }}
      >
        {rows.map((row) => (
          <Box key={row.key} sx={{ minWidth: 0 }} data-testid={`delivery-card-${row.key}`}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
