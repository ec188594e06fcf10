// The resource modules: what a resource adds to the generic CRUD (hooks, routes). A resource
// without a module here is served by the generic code alone; a module for a resource missing from
// the registry is ignored, so schemas can come and go.
import type { ResourceName } from '../../src/generated/types.ts';
import type { ResourceModule } from './types.ts';
import type { ServerContext } from '../context.ts';
import { deliveryOrder } from './delivery-order/index.ts';
import { deliveryOrderLoad } from './delivery-order/load.ts';
import { deliveryOrderHistory } from './delivery-order/history.ts';
import { deliveryOrderActivity } from './delivery-order/activity.ts';
import { vendor } from './vendor/index.ts';
import { fleetTask } from './fleet-task/index.ts';
import { rawAlert } from './raw-alert/index.ts';
import { user } from './user/index.ts';
import { feedback } from './feedback/index.ts';
import { backToVsms1 } from './back-to-vsms1/index.ts';
import { systemNotification } from './system-notification/index.ts';
import { banner } from './banner/index.ts';

/** Each module under its own resource's name: a module's typed hooks can only meet its own store. */
export const RESOURCE_MODULES: { [N in ResourceName]?: ResourceModule<N> } = {
  'delivery-order': deliveryOrder,
  'delivery-order-load': deliveryOrderLoad,
  'delivery-order-history': deliveryOrderHistory,
  'delivery-order-activity': deliveryOrderActivity,
  vendor,
  'fleet-task': fleetTask,
  'raw-alert': rawAlert,
  user,
  feedback,
  'back-to-vsms1': backToVsms1,
  'system-notification': systemNotification,
  banner,
};

const hasModule = (resource: string): resource is ResourceName =>
  Object.hasOwn(RESOURCE_MODULES, resource);

/** What generic code asks of a resource's module; the hooks are attached with the store (attachModule). */
export const moduleOf = (resource: string): Omit<ResourceModule, 'hooks'> =>
  hasModule(resource) ? (RESOURCE_MODULES[resource] ?? {}) : {};

/** The tables a resource's module keeps beside it, for the migration (migrate's `tables` option). */
export const moduleTables = (resource: string) => moduleOf(resource).tables ?? [];

/** The database functions a resource's module calls, for the migration (migrate's `functions` option). */
export const moduleFunctions = (resource: string) => moduleOf(resource).functions ?? [];

/**
 * Connects the store of `resource` to the server and to its module's hooks, if it has a module.
 * Generic over the name, so the hooks typed for N are attached to N's store without a cast.
 */
export function attachModule(server: ServerContext, resource: string) {
  if (hasModule(resource)) attachHooks(server, resource);
  else server.store(resource).attach(server);
}

function attachHooks<N extends ResourceName>(server: ServerContext, resource: N) {
  const store = server.store(resource);
  store.attach(server, RESOURCE_MODULES[resource]?.hooks);
  // Every list of the store (REST, simple REST, GraphQL) searches what the module adds.
  const searchAlso = RESOURCE_MODULES[resource]?.searchAlso;
  if (searchAlso) store.source.searchAlso = searchAlso;
}
