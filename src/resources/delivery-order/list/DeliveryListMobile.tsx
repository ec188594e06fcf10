// The delivery list on phones (react-admin demo's useMediaQuery + SimpleList): one card-like row
// per order, number and status, customer, route and pickup target; a tap opens the order.
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { SimpleList } from 'react-admin';
import { formatDateTime } from '../../format';
import { DELIVERY_ROUTES } from '../../../config/routes';
import type { DeliveryOrderRecord } from '../shared/contracts';
import { DeliveryStatusBadge } from '../../shared/DeliveryStatusBadge';

export function DeliveryListMobile() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <SimpleList<DeliveryOrderRecord>
      rowClick={(id) => DELIVERY_ROUTES.detail(id)}
      primaryText={(record) => (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {record.number}
          </Typography>
          <DeliveryStatusBadge status={record.status?.name} />
        </Box>
      )}
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
            {record.shipped_customer?.name ?? record.customer_name ?? '-'}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {record.origin_address?.name ?? '-'} → {record.destination_address?.name ?? '-'}
          </Box>
          {record.expected_pickup_on && (
            <Box component="span" sx={{ display: 'block' }}>
              {translate('resources.delivery-order.fields.expected_pickup_on')}:{' '}
              {formatDateTime(record.expected_pickup_on, locale)}
            </Box>
          )}
        </Box>
      )}
    />
  );
}
