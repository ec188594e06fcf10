// Origin and destination (delivery-order.md §2, §4): each side an address picker with its
// read-only summary. Address lists follow the customer: its own addresses, or the customer-less
// ones for a free-text customer; no customer, no list yet.
import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { DeliveryOrderRecord } from '../shared/contracts.ts';
import type { InformationFormValues } from './informationForm.ts';
import { AddressPicker } from './AddressPicker.tsx';

export function AddressSection({ order }: { order?: DeliveryOrderRecord }) {
  const customerId = useWatch<InformationFormValues, 'customer_id'>({ name: 'customer_id' });
  const freeText = useWatch<InformationFormValues, 'free_text_customer'>({
    name: 'free_text_customer',
  });
  const filter = freeText
    ? { customer_id: null }
    : typeof customerId === 'number'
      ? { customer_id: customerId }
      : undefined;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <AddressPicker side="origin_address_id" filter={filter} known={order?.origin_address} />
      <AddressPicker
        side="destination_address_id"
        filter={filter}
        known={order?.destination_address}
      />
    </Box>
  );
}
