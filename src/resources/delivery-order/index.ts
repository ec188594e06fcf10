// The delivery-order resource is served by its own pages (delivery-order.md §2): the list at
// /delivery, Delivery Detail at /delivery/create and /delivery/:id. react-admin's resource routes
// (/delivery-order, /delivery-order/create, /delivery-order/:id[/show]), which links and
// references elsewhere in the console produce, redirect there.
import type { ResourceOverride, ViewLoader } from '../overrides.ts';
import { DELIVERY_ROUTES } from '../../config/routes.ts';

const redirect: ViewLoader = () => import('./page/DeliveryRedirect.tsx');
const page: ViewLoader = () => import('./page/DeliveryPage.tsx');
const list: ViewLoader = () => import('./list/DeliveryList.tsx');

const override: ResourceOverride = {
  list: redirect,
  show: redirect,
  edit: redirect,
  create: redirect,
  routes: [
    { path: DELIVERY_ROUTES.list, action: 'list', load: list },
    { path: DELIVERY_ROUTES.create, action: 'create', load: page },
    { path: DELIVERY_ROUTES.detailPattern, action: 'show', load: page },
  ],
};

export default override;
