// react-admin's routes of the delivery-order resource lead to its own pages: the list to /delivery,
// create to /delivery/create, show and edit to /delivery/:id (with the query string kept).
import { Navigate, useLocation, useParams } from 'ra-core';
import { DELIVERY_ROUTES } from '../../../config/routes.ts';

export default function DeliveryRedirect() {
  const { id } = useParams<{ id?: string }>();
  const { pathname, search } = useLocation();
  const target =
    id !== undefined
      ? DELIVERY_ROUTES.detail(id)
      : /\/create\/?$/.test(pathname)
        ? DELIVERY_ROUTES.create
        : DELIVERY_ROUTES.list;
  return <Navigate to={`${target}${id !== undefined ? search : ''}`} replace />;
}
