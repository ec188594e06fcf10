// Where Back leads from Delivery Detail, and the query parameters the page reads (delivery-order.md
// §2): navsource/navsourceparam name the page it was opened from; the default is the delivery list.
import {
  DELIVERY_QUERY,
  DELIVERY_ROUTES,
  fleetTaskDetailPath,
  NAV_SOURCES,
} from '../../../config/routes.ts';

/** 'fleet-task-detail', 'FleetTaskDetail', 'Fleet Task Detail' all name the same route. */
const normalize = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

const FLEET_TASK_SOURCES = new Set([normalize(NAV_SOURCES.fleetTaskDetail), 'fleettask']);

/**
 * Back's target: the fleet task the page was opened from (Fleet Task Detail with
 * isSetNavsource=false, so that page does not send Back here again), else the delivery list.
 */
export function backTarget(search: string): string {
  const params = new URLSearchParams(search);
  const source = params.get(DELIVERY_QUERY.navSource);
  const param = params.get(DELIVERY_QUERY.navSourceParam);
  if (source && FLEET_TASK_SOURCES.has(normalize(source)) && param && /^\d+$/.test(param)) {
    return `${fleetTaskDetailPath(param)}?isSetNavsource=false`;
  }
  return DELIVERY_ROUTES.list;
}

/** The search string without one parameter ('' when nothing is left). */
export function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export const isDuplicatedLanding = (search: string): boolean =>
  new URLSearchParams(search).get(DELIVERY_QUERY.duplicated) === 'true';

/** isCreatedExternally is present (any value but false). */
export function isCreatedExternallyLanding(search: string): boolean {
  const params = new URLSearchParams(search);
  return (
    params.has(DELIVERY_QUERY.createdExternally) &&
    params.get(DELIVERY_QUERY.createdExternally) !== 'false'
  );
}
