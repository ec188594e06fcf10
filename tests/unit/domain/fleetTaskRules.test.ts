// The fleet task's rules (src/domain/fleet-task/) against tables written from docs/fleet-tasks.md:
// the derived status, what each status allows, what an activity does to its order, who may drive,
// and the catalogue: every code the rules raise has a message in both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allDone,
  deletable,
  FLEET_TASK_STATUS_LABELS,
  FLEET_TASK_STATUSES,
  holdsOrders,
  isDriverOnly,
  mayDrive,
  orderStatusAfter,
  ordersRemovable,
  SCHEDULABLE_FROM,
  startable,
  statusWithResources,
  workable,
  type FleetTaskStatus,
} from '../../../src/domain/fleet-task/statusMachine.ts';
import {
  FLEET_TASK_ERROR_CODES,
  firstKnownIssue,
  fleetTaskErrorKey,
} from '../../../src/domain/fleet-task/errors.ts';
import { systemTransitionAllowed } from '../../../src/domain/delivery-order/statusMachine.ts';
import id from '../../../src/resources/fleet-task/errors.messages.id.ts';
import en from '../../../src/resources/fleet-task/errors.messages.en.ts';

describe('the derived status', () => {
  it.each([
    ['DRAFT', false, false, 'DRAFT'],
    ['DRAFT', true, false, 'DRAFT'],
    ['DRAFT', false, true, 'DRAFT'],
    ['DRAFT', true, true, 'SCHEDULED'],
    ['SCHEDULED', true, false, 'DRAFT'],
    ['SCHEDULED', false, true, 'DRAFT'],
    ['SCHEDULED', true, true, 'SCHEDULED'],
    ['STARTED', false, false, 'STARTED'],
    ['COMPLETED', false, false, 'COMPLETED'],
    ['CANCELED', true, true, 'CANCELED'],
  ] as [FleetTaskStatus, boolean, boolean, FleetTaskStatus][])(
    '%s with driver %s and vehicle %s is %s',
    (current, driver, vehicle, expected) => {
      expect(statusWithResources(current, driver, vehicle)).toBe(expected);
    },
  );
});

describe('what each status allows', () => {
  const table: Record<
    FleetTaskStatus,
    [
      deletable: boolean,
      removable: boolean,
      startable: boolean,
      workable: boolean,
      holdsOrders: boolean,
    ]
  > = {
    DRAFT: [true, true, false, false, true],
    SCHEDULED: [false, true, true, false, true],
    STARTED: [false, false, false, true, true],
    COMPLETED: [false, false, false, false, false],
    CANCELED: [false, false, false, false, false],
  };
  it.each(FLEET_TASK_STATUSES)('%s', (status) => {
    expect([
      deletable(status),
      ordersRemovable(status),
      startable(status),
      workable(status),
      holdsOrders(status),
    ]).toEqual(table[status]);
  });

  it('labels match the schema', () => {
    const schema = JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../../../schemas/fleet-task.schema.json'),
        'utf8',
      ),
    );
    expect(FLEET_TASK_STATUS_LABELS).toEqual(
      schema.properties.status.properties.name['x-admin'].enumLabels,
    );
  });
});

describe('the orders follow the task', () => {
  it('scheduling moves a schedulable order to SCHEDULED by a system transition', () => {
    for (const from of SCHEDULABLE_FROM)
      expect(systemTransitionAllowed(from, 'SCHEDULED'), from).toBe(true);
    expect(SCHEDULABLE_FROM).toEqual([
      'CONFIRMED',
      'RESCHEDULED',
      'ACCEPTED_BY_VENDOR',
      'TRANSITED',
    ]);
  });

  it.each([
    ['PICKUP', false, 'PICKED'],
    ['PICKUP', true, 'PICKED'],
    ['DROP', true, 'TRANSITED'],
    ['DROP', false, 'DELIVERED'],
  ] as const)('a completed %s (transit %s) moves the order to %s', (type, transit, expected) => {
    expect(orderStatusAfter(type, transit)).toBe(expected);
  });

  it('a task is done when every activity is completed or skipped, and it has some', () => {
    expect(allDone([])).toBe(false);
    expect(allDone([{ status: 'COMPLETED' }, { status: 'SKIPPED' }])).toBe(true);
    expect(allDone([{ status: 'COMPLETED' }, { status: 'UNCOMPLETED' }])).toBe(false);
  });
});

describe('who drives', () => {
  it.each([
    [['tms_driver:read', 'tms_driver:update'], true, true],
    [['tms_driver:read', 'tms_driver:update', 'vgroups:read'], true, false],
    [['tms_driver:read'], false, false],
    [['fleet-task:update'], false, false],
  ])('%j: may drive %s, driver-only shell %s', (scopes, drive, only) => {
    expect(mayDrive(scopes)).toBe(drive);
    expect(isDriverOnly(scopes)).toBe(only);
  });
});

describe('the catalogue', () => {
  const messages = (bundle: typeof id) =>
    (bundle as unknown as { custom: { fleet_task: { errors: Record<string, string> } } }).custom
      .fleet_task.errors;

  it.each(FLEET_TASK_ERROR_CODES)('%s has a message in both languages', (code) => {
    const key = fleetTaskErrorKey(code).replace('custom.fleet_task.errors.', '');
    expect(messages(id)[key], 'id').toEqual(expect.any(String));
    expect(messages(en)[key], 'en').toEqual(expect.any(String));
  });

  it("uses the spec's wordings where it gives them", () => {
    expect(messages(id).not_found).toBe('Penugasan tidak ditemukan');
    expect(messages(id).failed_to_bulk_delete).toBe(
      'Gagal dihapus. Ada status penugasan selain Draf.',
    );
  });

  it('has no message for a code outside it', () => {
    expect(Object.keys(messages(id)).sort()).toEqual(
      FLEET_TASK_ERROR_CODES.map((c) =>
        fleetTaskErrorKey(c).replace('custom.fleet_task.errors.', ''),
      ).sort(),
    );
    expect(Object.keys(messages(en)).sort()).toEqual(Object.keys(messages(id)).sort());
  });

  it('the first known issue of a refusal body', () => {
    expect(
      firstKnownIssue({
        errors: {},
        errors_v2: { issues: [{ code: 'other' }, { code: 'fleet-task/transit-location-invalid' }] },
      }),
    ).toBe('fleet-task/transit-location-invalid');
    expect(firstKnownIssue({ errors: {} })).toBeUndefined();
  });
});
