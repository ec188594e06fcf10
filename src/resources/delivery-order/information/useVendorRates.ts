// The vendors offered for a lane (delivery-order.md §3 "Vendor picker columns", §7 "List vendors"):
// GET /vendor/rates with origin_address_id and destination_address_id, one row per contract rate.
// The server applies status ACTIVE and paired_company_id > 0 by default; the rows are narrowed the
// same way here so a server without those defaults still offers only ACTIVE, paired vendors.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'ra-core';
import type { OrderServiceMethods } from '../../../dataProviders/orderService.ts';
import { isDispatchableVendor } from '../../../domain/vendor/dispatch.ts';

export interface VendorRate {
  id: number;
  vendor_id: number;
  vendor_name: string;
  vendor_code?: string | null;
  status?: { name?: string } | null;
  paired_company_id?: number | null;
  connected?: boolean;
  contract_number?: string | null;
  origin_address_id: number;
  destination_address_id: number;
  box_type_id: number;
  base_price: number;
  total_weight?: number | null;
  total_volume?: number | null;
}

/** ACTIVE and paired (paired_company_id > 0): the only vendors offered (§3, master-data §4); the server refuses others. */
export const isOfferedVendor = (rate: Pick<VendorRate, 'status' | 'paired_company_id'>) =>
  isDispatchableVendor(rate);

export const VENDOR_RATES_LIMIT = 100;

export function useVendorRates(
  origin: number | null,
  destination: number | null,
  enabled: boolean,
) {
  const dataProvider = useDataProvider() as ReturnType<typeof useDataProvider> &
    Partial<OrderServiceMethods>;
  const [state, setState] = useState<{ rates: VendorRate[]; isPending: boolean; error: unknown }>({
    rates: [],
    isPending: false,
    error: null,
  });
  const ready = enabled && origin !== null && destination !== null;

  useEffect(() => {
    if (!ready || typeof dataProvider.call !== 'function') return;
    let current = true;
    setState((s) => ({ ...s, isPending: true, error: null }));
    dataProvider
      .call('vendor', {
        method: 'GET',
        path: '/rates',
        query: {
          origin_address_id: origin!,
          destination_address_id: destination!,
          limit: VENDOR_RATES_LIMIT,
          page: 1,
          sorts: 'vendor_name:asc',
        },
      })
      .then((json: { data?: { paginated_result?: VendorRate[] } }) => {
        if (!current) return;
        const rows = json?.data?.paginated_result ?? [];
        setState({ rates: rows.filter(isOfferedVendor), isPending: false, error: null });
      })
      .catch((error: unknown) => {
        if (current) setState({ rates: [], isPending: false, error });
      });
    return () => {
      current = false;
    };
  }, [dataProvider, ready, origin, destination]);

  return ready ? state : { rates: [], isPending: false, error: null };
}
