// The fleet task as GET /fleet-task/{id} answers it (docs/fleet-tasks.md "Calls"): the stored
// record plus the expanded orders, each activity's address and signed attachment URLs.
import type { Identifier } from 'ra-core';
import { fleetTaskDetailPath } from '../../config/routes.ts';
import type { StoredRecordOf } from '../../generated/types.ts';
import type { ActivityStatus, ActivityType } from '../../domain/fleet-task/statusMachine.ts';

export type FleetTaskRecord = StoredRecordOf<'fleet-task'>;

export interface TaskAddress {
  id?: Identifier;
  name?: string | null;
  city?: string | null;
  address?: string | null;
}

export interface TaskOrder {
  id: Identifier;
  number?: string | null;
  status?: { name?: string | null } | null;
  shipped_customer_name?: string | null;
  track_link?: string | null;
  origin_address?: TaskAddress | null;
  destination_address?: TaskAddress | null;
}

export interface TaskActivity {
  sequence?: number;
  type: ActivityType;
  delivery_order_id?: Identifier | null;
  address_id?: Identifier | null;
  address?: TaskAddress | null;
  is_transit?: boolean | null;
  status: ActivityStatus;
  completed_on?: string | null;
  completed_by?: string | number | null;
  contact_person_name?: string | null;
  note?: string | null;
  intervention_reason?: string | null;
  attachments?: { url?: string | null }[] | null;
}

export type FleetTaskDetail = Omit<FleetTaskRecord, 'activities'> & {
  orders?: TaskOrder[];
  activities?: TaskActivity[];
};

export const FLEET_TASK = 'fleet-task';

/** The task's own page (the generated show and edit routes send people here). */
export const fleetTaskPagePath = fleetTaskDetailPath;
export const fleetTaskEditPath = (id: Identifier) => `${fleetTaskPagePath(id)}/edit`;

/** "Name (City)" or whichever of the two is known. */
export const addressLabel = (address: TaskAddress | null | undefined): string =>
  address ? [address.name, address.city ? `(${address.city})` : ''].filter(Boolean).join(' ') : '';
