// Which header controls an order offers to a user (delivery-order.md §2, §4, §6): the rules come
// from src/domain/delivery-order; this only combines them with the user's scopes and flags.
import { resources } from '../../../generated/registry.ts';
import { canDo } from '../../../domain/access/scopes.ts';
import { FEATURE_FLAGS } from '../../../config/featureFlags.ts';
import {
  energyIntegrationOffered,
  printOffered,
  schedulingOffered,
} from '../../../domain/delivery-order/editability.ts';
import { transitionContext } from '../../../domain/delivery-order/statusMachine.ts';
import type { DeliveryStatus, ShipmentType } from '../../../domain/delivery-order/statuses.ts';
import { DELIVERY_RESOURCE, type DeliveryOrderRecord } from '../shared/contracts.ts';
import { FLEET_TASK_RESOURCE } from '../schedule/useScheduleAssignment.ts';

export interface HeaderGates {
  track: boolean;
  history: boolean;
  print: boolean;
  duplicate: boolean;
  schedule: boolean;
  energy: boolean;
}

/** The final destination is reached once delivered, or when the last leg already went there. */
export function finalDestinationReached(order: DeliveryOrderRecord): boolean {
  if (order.status?.name === 'DELIVERED') return true;
  const last = order.transits?.at(-1);
  return !!last && last.destination_address_id === order.destination_address_id;
}

export function headerGates(
  order: DeliveryOrderRecord,
  scopes: readonly string[],
  hasFlag: (flag: string) => boolean,
): HeaderGates {
  const status = (order.status?.name ?? 'DRAFT') as DeliveryStatus;
  const def = resources[DELIVERY_RESOURCE];
  const fleetTask = resources[FLEET_TASK_RESOURCE];
  const canRead = canDo(def, 'read', scopes);
  const canUpdate = canDo(def, 'update', scopes);
  return {
    track: !!order.track_link && hasFlag(FEATURE_FLAGS.trackShipment),
    history: canRead,
    print: canRead && printOffered(status),
    duplicate: canDo(def, 'create', scopes),
    // Creating a fleet task is the fleet-planning service's write.
    schedule:
      !!fleetTask &&
      canDo(fleetTask, 'create', scopes) &&
      schedulingOffered({
        status,
        requestedToVendor: transitionContext(order, scopes).requestedToVendor,
        fromVendorRequest: order.is_from_vendor_request === true,
        shipmentType: (order.shipment_type ?? 'UNSCHEDULED') as ShipmentType,
        finalDestinationReached: finalDestinationReached(order),
      }),
    // POST …/{id}/shell is an update of the order besides the integration's own scopes.
    energy:
      canUpdate &&
      energyIntegrationOffered({
        status,
        scopes,
        flagEnabled: hasFlag(FEATURE_FLAGS.doIntegrationShell),
      }),
  };
}
