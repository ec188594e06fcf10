// The vendor's inbox on the delivery list (docs/vendor-requests.md): a chip with the number of
// requests received from shippers that wait for this company's answer. It filters the list to them
// (is_from_vendor_request and Menunggu Vendor); shown while there are any, or while it is on.
import { Chip } from '@mui/material';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { useGetList, useListContext, useTranslate } from 'ra-core';
import { DELIVERY_RESOURCE } from '../shared/contracts.ts';

export const INBOX_FILTER = {
  is_from_vendor_request: true,
  status: { name: ['WAITING_FOR_VENDOR'] },
} as const;

export function VendorRequestChip() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { total } = useGetList(DELIVERY_RESOURCE, {
    filter: INBOX_FILTER,
    pagination: { page: 1, perPage: 1 },
  });
  const active = filterValues?.is_from_vendor_request === true;
  const count = total ?? 0;
  if (!active && count === 0) return null;
  const toggle = () => {
    const { is_from_vendor_request: _flag, status: _status, ...rest } = filterValues ?? {};
    setFilters(active ? rest : { ...rest, ...INBOX_FILTER }, displayedFilters);
  };
  return (
    <Chip
      icon={<MoveToInboxIcon />}
      label={translate('custom.delivery.list.vendor_requests', { count })}
      color={active ? 'primary' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      onClick={toggle}
      aria-pressed={active}
      data-testid="vendor-request-chip"
    />
  );
}
