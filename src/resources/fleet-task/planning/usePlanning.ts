// The planning screen's controller (docs/fleet-tasks.md "Planning"): the orders ready to schedule and
// the client-side filters over them, the picked orders and their capacity check against a box type,
// the route of pickups and drops, the driver and vehicle, and the save (one POST /fleet-task: the
// server makes the task and its activities and moves the orders in one transaction). The rules are
// the domain's (route.ts, capacity.ts); this only holds the state and reports the server's answer.
import { useCallback, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { HttpError, useCreate, useGetList, useNotify, useRedirect, type Identifier } from 'ra-core';
import { checkCapacity, type CapacityCheck } from '../../../domain/fleet-task/capacity.ts';
import { moveStop, syncRoute, type RouteStop } from '../../../domain/fleet-task/route.ts';
import { SCHEDULABLE_FROM } from '../../../domain/fleet-task/statusMachine.ts';
import {
  firstKnownIssue,
  fleetTaskErrorKey,
  isFleetTaskErrorCode,
} from '../../../domain/fleet-task/errors.ts';
import { FLEET_TASK, fleetTaskPagePath, type TaskAddress } from '../contracts.ts';

export interface PlanOrder {
  id: number;
  number?: string | null;
  status?: { name?: string | null } | null;
  shipped_customer_name?: string | null;
  customer_name?: string | null;
  expected_pickup_on?: string | null;
  origin_address?: TaskAddress | null;
  destination_address?: TaskAddress | null;
  box_type_id?: number | null;
  box_type?: { id: number; name: string } | null;
  total_weight?: number | null;
  total_volume?: number | null;
  load_weight?: number | null;
  load_volume?: number | null;
  fleet_task?: { id: number; number: string } | null;
}

export interface BoxType {
  id: number;
  name: string;
  code?: string | null;
  weight_capacity?: number | null;
  volume_capacity?: number | null;
}

export interface PlanFilters {
  q: string;
  date: string;
  origin: string;
  destination: string;
  boxTypeId: number | null;
}

export interface PlanResources {
  driverId: number | null;
  plate: string;
  plannedStart: string;
  note: string;
}

/** A message key per field path, and the toast's key. */
export interface PlanErrors {
  fields: Record<string, string>;
  toast?: string;
}

const EMPTY_FILTERS: PlanFilters = {
  q: '',
  date: '',
  origin: '',
  destination: '',
  boxTypeId: null,
};
const EMPTY_RESOURCES: PlanResources = { driverId: null, plate: '', plannedStart: '', note: '' };

const contains = (haystack: (string | null | undefined)[], needle: string) =>
  !needle.trim() ||
  haystack.some((h) => (h ?? '').toLocaleLowerCase().includes(needle.trim().toLocaleLowerCase()));

/** The orders the filters leave: number, pickup day, origin and destination area (name or city), box type (or none). */
export function filterOrders(orders: readonly PlanOrder[], f: PlanFilters): PlanOrder[] {
  return orders.filter(
    (o) =>
      contains([o.number], f.q) &&
      (!f.date ||
        (!!o.expected_pickup_on && dayjs(o.expected_pickup_on).format('YYYY-MM-DD') === f.date)) &&
      contains([o.origin_address?.city, o.origin_address?.name], f.origin) &&
      contains([o.destination_address?.city, o.destination_address?.name], f.destination) &&
      (f.boxTypeId === null || o.box_type_id === f.boxTypeId || !o.box_type_id),
  );
}

/** The server's refusal as messages on the fields it names (orders and route stops by their place). */
export function planErrors(error: unknown): PlanErrors {
  const body = (error instanceof HttpError ? error.body : (error as { body?: unknown })?.body) as
    | {
        errors?: Record<string, string>;
        errors_v2?: { issues?: { code?: string; path?: string }[] };
      }
    | undefined;
  const fields: Record<string, string> = {};
  const issues = body?.errors_v2?.issues ?? [];
  for (const [path, code] of Object.entries(body?.errors ?? {})) {
    const issue = issues.find((i) => i.path === path)?.code;
    fields[path] = isFleetTaskErrorCode(issue) ? fleetTaskErrorKey(issue) : `validation.${code}`;
  }
  const known = firstKnownIssue(body);
  return {
    fields,
    toast: known ? fleetTaskErrorKey(known) : 'custom.fleet_task.plan.errors.failed',
  };
}

export function usePlanning() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [create, { isPending: saving }] = useCreate();
  const [filters, setFilters] = useState<PlanFilters>(EMPTY_FILTERS);
  const [picked, setPicked] = useState<PlanOrder[]>([]);
  const [route, setRoute] = useState<RouteStop[]>([]);
  const [resources, setResources] = useState<PlanResources>(EMPTY_RESOURCES);
  const [errors, setErrors] = useState<PlanErrors>({ fields: {} });

  const ready = useGetList<PlanOrder>('delivery-order', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'created_on', order: 'DESC' },
    filter: { 'status.name': [...SCHEDULABLE_FROM] },
  });
  const boxTypes = useGetList<BoxType>('box-type', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: { is_active: true },
  });
  const drivers = useGetList<{ id: number; fullname: string; username?: string }>('user', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'fullname', order: 'ASC' },
    filter: { position: 'Driver', is_active: true },
  });

  // Orders already on a live task come back from the list too (RESCHEDULED, TRANSITED); the server says why one is refused.
  const available = useMemo(() => ready.data ?? [], [ready.data]);
  const shown = useMemo(() => filterOrders(available, filters), [available, filters]);
  const box = useMemo(
    () => boxTypes.data?.find((b) => b.id === filters.boxTypeId) ?? null,
    [boxTypes.data, filters.boxTypeId],
  );
  const capacity: CapacityCheck = useMemo(() => checkCapacity(picked, box), [picked, box]);

  const toggle = useCallback((order: PlanOrder) => {
    setPicked((current) => {
      const next = current.some((o) => o.id === order.id)
        ? current.filter((o) => o.id !== order.id)
        : [...current, order];
      setRoute((r) =>
        syncRoute(
          r,
          next.map((o) => o.id),
        ),
      );
      return next;
    });
    setErrors({ fields: {} });
  }, []);

  const move = useCallback((index: number, delta: -1 | 1) => {
    setRoute((r) => moveStop(r, index, delta));
  }, []);

  const save = useCallback(
    async (target: 'DRAFT' | 'SCHEDULED') => {
      const required = 'custom.fleet_task.plan.errors.required';
      const local: Record<string, string> = {};
      if (picked.length === 0) local.delivery_order_ids = 'custom.fleet_task.plan.errors.no_orders';
      if (target === 'SCHEDULED' && resources.driverId === null) local.driver_user_id = required;
      if (target === 'SCHEDULED' && !resources.plate.trim()) local.vehicle_plate = required;
      if (Object.keys(local).length > 0) {
        setErrors({ fields: local, toast: 'custom.fleet_task.plan.errors.fix_fields' });
        notify('custom.fleet_task.plan.errors.fix_fields', { type: 'error' });
        return;
      }
      const plate = resources.plate.trim().toUpperCase().replace(/\s+/g, ' ');
      const data = {
        delivery_order_ids: picked.map((o) => o.id),
        route,
        target_status: target,
        ...(resources.driverId !== null ? { driver_user_id: resources.driverId } : {}),
        ...(plate ? { vehicle_plate: plate } : {}),
        ...(resources.plannedStart
          ? { planned_start_on: dayjs(resources.plannedStart).toISOString() }
          : {}),
        ...(resources.note.trim() ? { note: resources.note.trim() } : {}),
      };
      setErrors({ fields: {} });
      try {
        const task = (await create(FLEET_TASK, { data }, { returnPromise: true })) as {
          id: Identifier;
          number?: string;
        };
        notify('custom.fleet_task.plan.saved', {
          type: 'success',
          messageArgs: { number: task.number ?? '' },
        });
        redirect(fleetTaskPagePath(task.id));
      } catch (error) {
        const found = planErrors(error);
        setErrors(found);
        notify(found.toast ?? 'custom.fleet_task.plan.errors.failed', { type: 'error' });
      }
    },
    [create, notify, picked, redirect, resources, route],
  );

  return {
    filters,
    setFilters,
    ready,
    available,
    shown,
    boxTypes: boxTypes.data ?? [],
    drivers: drivers.data ?? [],
    box,
    picked,
    toggle,
    capacity,
    route,
    move,
    resources,
    setResources,
    errors,
    save,
    saving,
  };
}

export type Planning = ReturnType<typeof usePlanning>;
