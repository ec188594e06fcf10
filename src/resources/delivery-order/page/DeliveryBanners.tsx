// The banners over Delivery Detail (delivery-order.md §2, §8): Diterima Vendor, Ditolak with the
// vendor's reason, and the accounting integration's notices (the order changed or was deleted there).
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';

export interface DeliveryBannersProps {
  order: DeliveryOrderRecord;
}

export function DeliveryBanners({ order }: DeliveryBannersProps) {
  const translate = useTranslate();
  const status = order.status?.name;
  const number = order.number ?? '';
  const banners: { key: string; severity: 'success' | 'error' | 'warning'; text: string }[] = [];
  if (status === 'ACCEPTED_BY_VENDOR')
    banners.push({
      key: 'accepted',
      severity: 'success',
      text: translate('custom.delivery.page.banners.accepted'),
    });
  if (status === 'REJECTED_BY_VENDOR') {
    const reason = order.rejected_by_vendor_reason?.trim();
    banners.push({
      key: 'rejected',
      severity: 'error',
      text: [translate('custom.delivery.page.banners.rejected'), reason].filter(Boolean).join(' '),
    });
  }
  if (order.accounting_state === 'CHANGED') {
    banners.push({
      key: 'accounting-changed',
      severity: 'warning',
      text: translate('custom.delivery.page.banners.accounting_changed', { number }),
    });
  }
  if (order.accounting_state === 'DELETED') {
    banners.push({
      key: 'accounting-deleted',
      severity: 'error',
      text: translate('custom.delivery.page.banners.accounting_deleted', { number }),
    });
  }
  if (banners.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {banners.map((banner) => (
        <Alert key={banner.key} severity={banner.severity} data-banner={banner.key}>
          {banner.text}
        </Alert>
      ))}
    </Stack>
  );
}
