// The toasts Delivery Detail shows on arrival (delivery-order.md §2): duplicated=true says the copy
// was made; isCreatedExternally says the order was saved as Dikonfirmasi and is then taken out of
// the URL (a reload does not say it again).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNotify } from 'ra-core';
import { DELIVERY_QUERY } from '../../../config/routes.ts';
import {
  isCreatedExternallyLanding,
  isDuplicatedLanding,
  withoutParam,
} from './deliveryNavigation.ts';

export function useDeliveryLandingToasts(orderId: string | undefined): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  // Once per order page, whatever re-renders (and React's double effects in development) do.
  const shownFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (orderId === undefined || shownFor.current === orderId) return;
    shownFor.current = orderId;
    if (isDuplicatedLanding(search)) notify('app.messages.duplicated', { type: 'success' });
    if (isCreatedExternallyLanding(search)) {
      notify('custom.delivery.page.created_externally', { type: 'success' });
      navigate(`${pathname}${withoutParam(search, DELIVERY_QUERY.createdExternally)}`, {
        replace: true,
      });
    }
  }, [orderId, pathname, search, navigate, notify]);
}
