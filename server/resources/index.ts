// The resource modules: what a resource adds to the generic CRUD (hooks, routes). A resource
// without a module here is served by the generic code alone; a module for a resource missing from
// the registry is ignored, so schemas can come and go.
import type { ResourceModule } from './types.ts';
import { deliveryOrder } from './delivery-order.ts';
import { deliveryOrderLoad } from './delivery-order-load.ts';
import { deliveryOrderHistory } from './delivery-order-history.ts';
import { vendor } from './vendor.ts';

export const RESOURCE_MODULES: Record<string, ResourceModule> = {
  'delivery-order': deliveryOrder,
  'delivery-order-load': deliveryOrderLoad,
  'delivery-order-history': deliveryOrderHistory,
  vendor,
};

export const moduleOf = (resource: string): ResourceModule => (Object.hasOwn(RESOURCE_MODULES, resource) ? RESOURCE_MODULES[resource] : {});
