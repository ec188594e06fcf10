// The banners over Delivery Detail (delivery-order.md §2, §8): Diterima Vendor, Ditolak with the
// vendor's reason, and the accounting integration's notices (the order changed or was deleted there).
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import type { VendorRequestView } from '../../../domain/delivery-order/vendorShare.ts';
import { VendorRequestSummary } from './VendorRequestSummary.tsx';

export interface DeliveryBannersProps {
  order: DeliveryOrderRecord;
}

export function DeliveryBanners({ order }: DeliveryBannersProps) {
  const translate = useTranslate();
  const status = order.status?.name;
  const number = order.number ?? '';
  const banners: {
    key: string;
    severity: 'success' | 'error' | 'warning' | 'info';
    text: string;
  }[] = [];
  // The request between this company and the other (docs/vendor-requests.md): who sent it, or
  // where it went and the vendor's own numbers, as far as they flow back.
  const request = order.vendor_request as VendorRequestView | null | undefined;
  if (request?.side === 'vendor')
    banners.push({
      key: 'request-from',
      severity: 'info',
      text: translate('custom.delivery.page.banners.request_from', {
        shipper: request.shipper_company_name,
        number: request.shipper_order_number,
      }),
    });
  if (request?.side === 'shipper' && request.status !== 'REJECTED_BY_VENDOR')
    banners.push({
      key: 'sent-to',
      severity: 'info',
      text: [
        translate('custom.delivery.page.banners.sent_to', {
          vendor: request.vendor_name ?? order.vendor?.name ?? '',
          number: request.vendor_order_number ?? '-',
        }),
        request.fleet_task_number
          ? translate('custom.delivery.page.banners.vendor_task', {
              task: request.fleet_task_number,
            })
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    });
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
  const summary = request?.side === 'vendor' ? <VendorRequestSummary request={request} /> : null;
  if (banners.length === 0 && !summary) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {banners.map((banner) => (
        <Alert key={banner.key} severity={banner.severity} data-banner={banner.key}>
          {banner.text}
        </Alert>
      ))}
      {summary}
    </Stack>
  );
}
