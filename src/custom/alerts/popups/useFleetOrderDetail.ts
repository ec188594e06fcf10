// A fleet-order alert's fleet-order data (§7 "fleet-order detail fetch by fleet-order id and log
// id"), only for holders of the four fleet-task-instant scopes; a failed fetch falls back to no
// detail (§8), without a toast.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'ra-core';
import type { OrderServiceMethods } from '../../../dataProviders/orderService';
import type { FleetOrderDetail } from './popupApi';

export type FleetOrderDetailState =
  { status: 'idle' | 'loading' | 'none' } | { status: 'ready'; detail: FleetOrderDetail };

export function useFleetOrderDetail(
  fleetTaskId: number | null | undefined,
  logId: number | null | undefined,
  allowed: boolean,
): FleetOrderDetailState {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OrderServiceMethods>();
  const [state, setState] = useState<FleetOrderDetailState>({ status: 'idle' });
  useEffect(() => {
    if (!allowed || !fleetTaskId) {
      setState({ status: allowed ? 'none' : 'idle' });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    dataProvider
      .call('fleet-task', {
        method: 'GET',
        path: '/{id}/instant-detail',
        id: fleetTaskId,
        ...(logId ? { query: { logId } } : {}),
      })
      .then(
        (answer: { data?: FleetOrderDetail }) => {
          if (live)
            setState(answer?.data ? { status: 'ready', detail: answer.data } : { status: 'none' });
        },
        (error: unknown) => {
          // §8: the fleet-order detail fetch fails → no detail.
          console.warn('popup: fleet-order detail not loaded', error);
          if (live) setState({ status: 'none' });
        },
      );
    return () => {
      live = false;
    };
  }, [dataProvider, fleetTaskId, logId, allowed]);
  return state;
}
