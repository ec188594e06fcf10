// Editability and visibility by status against tables written from delivery-order.md §2, §4 and §6.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUSES,
  SHIPMENT_TYPES,
  type DeliveryStatus,
} from '../../../../src/domain/delivery-order/statuses.ts';
import {
  actualsShown,
  dropTabEnabled,
  ENERGY_EVENT_LABELS,
  ENERGY_EVENTS,
  energyIntegrationAllowed,
  energyIntegrationOffered,
  energyIntegrationStatuses,
  formEditable,
  isCustomFieldEditable,
  lockedCustomFields,
  isEnergyEvent,
  isFieldEditable,
  loadAdjustmentAllowed,
  loadsEditable,
  lockedFields,
  ORDER_EDITABLE_FIELDS,
  ORDER_WRITABLE_FIELDS,
  pickupTabEnabled,
  printOffered,
  schedulingOffered,
  statusRank,
  transitShown,
  type ActivitySummary,
} from '../../../../src/domain/delivery-order/editability.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

// §4 "Field editability by status" as a grid (x editable, . locked), columns in lifecycle order:
// DRAFT CONFIRMED WAITING_FOR_VENDOR ACCEPTED_BY_VENDOR REJECTED_BY_VENDOR SCHEDULED RESCHEDULED
// STARTED PICKED TRANSITED DELIVERED CANCELED.
//   Draf fully editable; Dikonfirmasi customer locked, billed customer open; Dijadwalkan on: billed
//   customer and marketing user locked; Dijadwalkan Ulang on: aju/shipment/reference locked;
//   Dijalankan on: notes locked; pick-up and transit (save hidden), Terkirim, Dibatalkan: nothing.
const GRID = `
                              DR CO WV AV RV SC RS ST PI TR DE CA
  customer_id                 x  .  .  .  .  .  .  .  .  .  .  .
  customer_name               x  .  .  .  .  .  .  .  .  .  .  .
  billed_customer_id          x  x  x  x  x  .  .  .  .  .  .  .
  billed_customer_name        x  x  x  x  x  .  .  .  .  .  .  .
  marketing_user_id           x  x  x  x  x  .  .  .  .  .  .  .
  external_reference_number   x  x  x  x  x  x  .  .  .  .  .  .
  aju_number                  x  x  x  x  x  x  .  .  .  .  .  .
  shipment_number             x  x  x  x  x  x  .  .  .  .  .  .
  reference_number            x  x  x  x  x  x  .  .  .  .  .  .
  e_seal_number               x  x  x  x  x  x  x  x  .  .  .  .
  customer_notes              x  x  x  x  x  x  x  .  .  .  .  .
  note                        x  x  x  x  x  x  x  .  .  .  .  .
  delivery_notes              x  x  x  x  x  x  x  .  .  .  .  .
  origin_address_id           x  .  .  .  .  .  .  .  .  .  .  .
  destination_address_id      x  .  .  .  .  .  .  .  .  .  .  .
  expected_pickup_on          x  .  .  .  .  .  .  .  .  .  .  .
  expected_delivered_on       x  .  .  .  .  .  .  .  .  .  .  .
  origin_service_time         x  x  .  .  .  .  .  .  .  .  .  .
  destination_service_time    x  x  .  .  .  .  .  .  .  .  .  .
  box_type_id                 x  x  .  .  .  .  .  .  .  .  .  .
  is_special                  x  x  .  .  .  .  .  .  .  .  .  .
  vendor_id                   x  x  .  .  x  .  .  .  .  .  .  .
  load_weight                 x  .  .  .  .  .  .  .  .  .  .  .
  load_volume                 x  .  .  .  .  .  .  .  .  .  .  .
  user_definition_fields      x  x  x  x  x  x  x  x  .  .  .  .
`;

const rows = GRID.trim()
  .split('\n')
  .slice(1)
  .map((line) => line.trim().split(/\s+/));
const EXPECTED = new Map(rows.map(([field, ...marks]) => [field, marks.map((m) => m === 'x')]));

describe('the grid covers the schema', () => {
  it('lists every writable property of delivery-order.schema.json, and only those', () => {
    const schema = JSON.parse(
      readFileSync(path.join(ROOT, 'schemas/delivery-order.schema.json'), 'utf8'),
    ) as {
      properties: Record<string, { readOnly?: boolean }>;
    };
    const writable = Object.entries(schema.properties)
      .filter(([, p]) => p.readOnly !== true)
      .map(([name]) => name)
      .sort();
    expect([...ORDER_WRITABLE_FIELDS].sort()).toEqual(writable);
    expect(Object.keys(ORDER_EDITABLE_FIELDS).sort()).toEqual(writable);
    expect([...EXPECTED.keys()].sort()).toEqual(writable);
  });
  it('has a mark for every status', () => {
    for (const marks of EXPECTED.values()) expect(marks).toHaveLength(DELIVERY_STATUSES.length);
  });
});

describe('field editability: every field × every status', () => {
  const cases = [...EXPECTED].flatMap(([field, marks]) =>
    DELIVERY_STATUSES.map((status, i) => [field, status, marks[i]] as const),
  );
  it.each(cases)('%s in %s: %s', (field, status, editable) => {
    expect(isFieldEditable(field, status)).toBe(editable);
    expect(lockedFields(status, [field])).toEqual(editable ? [] : [field]);
  });
});

describe('field editability: paths and strangers', () => {
  it.each([
    ['user_definition_fields.2.value', 'STARTED', true],
    ['user_definition_fields.2.value', 'PICKED', false],
    ['customer_notes.0', 'CONFIRMED', true],
    ['status', 'DRAFT', false],
    ['number', 'DRAFT', false],
    ['version', 'DRAFT', false],
    ['toString', 'DRAFT', false],
    ['__proto__', 'DRAFT', false],
    ['', 'DRAFT', false],
  ] as [string, DeliveryStatus, boolean][])('%s in %s: %s', (field, status, editable) =>
    expect(isFieldEditable(field, status)).toBe(editable),
  );

  it.each([
    ['DRAFT', ['customer_id', 'note', 'version'], []],
    ['CONFIRMED', ['customer_id', 'billed_customer_id', 'version'], ['customer_id']],
    [
      'SCHEDULED',
      ['note', 'aju_number', 'billed_customer_id', 'box_type_id'],
      ['billed_customer_id', 'box_type_id'],
    ],
    ['STARTED', ['note', 'e_seal_number', 'user_definition_fields.0.value'], ['note']],
    [
      'DELIVERED',
      ['note', 'note', 'status', 'user_definition_fields.1.value'],
      ['note', 'user_definition_fields.1.value'],
    ],
  ] as [DeliveryStatus, string[], string[]][])(
    'in %s, changing %j is refused for %j',
    (status, changed, locked) => {
      expect(lockedFields(status, changed)).toEqual(locked);
    },
  );
});

describe('status rank: the lifecycle order of the spec table', () => {
  it.each(DELIVERY_STATUSES.map((s, i) => [s, i] as const))('%s is %i', (status, rank) =>
    expect(statusRank(status)).toBe(rank),
  );
  it('puts RESCHEDULED after SCHEDULED and before STARTED', () => {
    expect(statusRank('SCHEDULED')).toBeLessThan(statusRank('RESCHEDULED'));
    expect(statusRank('RESCHEDULED')).toBeLessThan(statusRank('STARTED'));
  });
});

// Per-status facts, one row per status: form saved, loads editable, actuals shown, print, energy.
const PER_STATUS: [
  DeliveryStatus,
  { form: boolean; loads: boolean; actuals: boolean; print: boolean; energy: boolean },
][] = [
  ['DRAFT', { form: true, loads: true, actuals: false, print: false, energy: false }],
  ['CONFIRMED', { form: true, loads: false, actuals: false, print: true, energy: false }],
  ['WAITING_FOR_VENDOR', { form: true, loads: false, actuals: false, print: true, energy: false }],
  ['ACCEPTED_BY_VENDOR', { form: true, loads: false, actuals: false, print: true, energy: false }],
  ['REJECTED_BY_VENDOR', { form: true, loads: false, actuals: false, print: true, energy: false }],
  ['SCHEDULED', { form: true, loads: false, actuals: false, print: true, energy: false }],
  ['RESCHEDULED', { form: true, loads: false, actuals: false, print: true, energy: false }],
  ['STARTED', { form: true, loads: false, actuals: false, print: true, energy: true }],
  ['PICKED', { form: false, loads: false, actuals: true, print: true, energy: true }],
  ['TRANSITED', { form: false, loads: false, actuals: true, print: true, energy: true }],
  ['DELIVERED', { form: false, loads: false, actuals: true, print: true, energy: true }],
  ['CANCELED', { form: false, loads: false, actuals: false, print: true, energy: false }],
];

describe('per-status facts', () => {
  it('has a row per status', () =>
    expect(PER_STATUS.map(([s]) => s)).toEqual([...DELIVERY_STATUSES]));
  it.each(PER_STATUS)('%s: %j', (status, e) => {
    expect(formEditable(status)).toBe(e.form);
    expect(loadsEditable(status)).toBe(e.loads);
    expect(actualsShown(status)).toBe(e.actuals);
    expect(printOffered(status)).toBe(e.print);
    expect(energyIntegrationAllowed(status)).toBe(e.energy);
  });
  it('names the energy statuses of §6', () =>
    expect([...energyIntegrationStatuses]).toEqual([
      'STARTED',
      'PICKED',
      'TRANSITED',
      'DELIVERED',
    ]));
});

describe('custom field editability', () => {
  it.each([
    [{ is_editable: true, is_active: true }, 'DRAFT', true],
    [{ is_editable: true, is_active: true }, 'STARTED', true],
    [{ is_editable: true, is_active: true }, 'PICKED', false],
    [{ is_editable: false, is_active: true }, 'DRAFT', true],
    [{ is_editable: false, is_active: true }, 'CONFIRMED', false],
    [{ is_editable: true, is_active: false }, 'DRAFT', false],
    [{}, 'SCHEDULED', true],
  ] as [{ is_editable?: boolean; is_active?: boolean }, DeliveryStatus, boolean][])(
    '%j in %s: %s',
    (def, status, editable) => {
      expect(isCustomFieldEditable(def, status)).toBe(editable);
    },
  );
});

describe('proof tabs (§2)', () => {
  const none: ActivitySummary[] = [];
  const pickupDone: ActivitySummary[] = [{ type: 'PICKUP', status: 'COMPLETED' }];
  const pickupOpen: ActivitySummary[] = [{ type: 'PICKUP', status: 'UNCOMPLETED' }];
  const dropDone: ActivitySummary[] = [
    { type: 'DROP', status: 'COMPLETED' },
    { type: 'PICKUP', status: 'UNCOMPLETED' },
  ];
  const PICKUP_BY_STATUS = new Set<DeliveryStatus>(['PICKED', 'TRANSITED', 'DELIVERED']);

  it.each(
    DELIVERY_STATUSES.flatMap(
      (s) =>
        [
          [s, 'none', none],
          [s, 'pickup done', pickupDone],
          [s, 'pickup open', pickupOpen],
          [s, 'drop done', dropDone],
        ] as const,
    ),
  )('%s with %s', (status, name, activities) => {
    expect(pickupTabEnabled(status, activities)).toBe(
      PICKUP_BY_STATUS.has(status) || name === 'pickup done',
    );
    expect(dropTabEnabled(status, activities)).toBe(status === 'DELIVERED' || name === 'drop done');
  });
});

describe('transit section (§4)', () => {
  const SHOWN = new Set<DeliveryStatus>([
    'TRANSITED',
    'SCHEDULED',
    'STARTED',
    'PICKED',
    'WAITING_FOR_VENDOR',
    'ACCEPTED_BY_VENDOR',
    'REJECTED_BY_VENDOR',
  ]);
  it.each(SHIPMENT_TYPES.flatMap((t) => DELIVERY_STATUSES.map((s) => [t, s] as const)))(
    '%s in %s',
    (type, status) => {
      expect(transitShown(type, status)).toBe(type === 'TRANSIT' && SHOWN.has(status));
    },
  );
});

describe('scheduling offered (§4)', () => {
  const cases = DELIVERY_STATUSES.flatMap((status) =>
    SHIPMENT_TYPES.flatMap((shipmentType) =>
      [false, true].flatMap((requestedToVendor) =>
        [false, true].map((finalDestinationReached) => ({
          status,
          shipmentType,
          requestedToVendor,
          finalDestinationReached,
        })),
      ),
    ),
  );
  const expected = (o: (typeof cases)[number]) =>
    (['CONFIRMED', 'RESCHEDULED'].includes(o.status) && !o.requestedToVendor) ||
    (o.status === 'TRANSITED' && o.shipmentType === 'TRANSIT' && !o.finalDestinationReached);
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))('%s', (_n, order) =>
    expect(schedulingOffered(order)).toBe(expected(order)),
  );
});

describe('energy integration and scopes (§6, §9)', () => {
  const SHELL = ['shell-integration:read', 'shell-integration:create'];
  it.each([
    ['STARTED', SHELL, true, true],
    ['DELIVERED', SHELL, true, true],
    ['STARTED', SHELL, false, false],
    ['STARTED', SHELL.slice(0, 1), true, false],
    ['CONFIRMED', SHELL, true, false],
  ] as [DeliveryStatus, string[], boolean, boolean][])(
    '%s with %j, flag %s: %s',
    (status, scopes, flagEnabled, offered) => {
      expect(energyIntegrationOffered({ status, scopes, flagEnabled })).toBe(offered);
    },
  );

  it('has the nine events of §9 with both labels', () => {
    expect([...ENERGY_EVENTS]).toEqual([
      'VEHICLE_ARRIVED',
      'PICKED_UP',
      'DELIVERED',
      'POD_RECEIVED',
      'VESSEL_DEPARTED',
      'VESSEL_ARRIVED',
      'CONTAINER_DISCHARGED',
      'DEPARTED',
      'ARRIVED',
    ]);
    expect(ENERGY_EVENTS.map((e) => ENERGY_EVENT_LABELS[e].en)).toEqual([
      'Vehicle Arrived',
      'Picked Up',
      'Delivered',
      'POD Received',
      'Vessel Departed',
      'Vessel Arrived',
      'Container Discharged',
      'Departed',
      'Arrived',
    ]);
    for (const e of ENERGY_EVENTS) expect(ENERGY_EVENT_LABELS[e].id).not.toBe('');
  });

  it('matches the schema’s event enum', () => {
    const schema = JSON.parse(
      readFileSync(path.join(ROOT, 'schemas/delivery-order.schema.json'), 'utf8'),
    ) as {
      properties: { event: { enum: (string | null)[] } };
    };
    expect(schema.properties.event.enum.filter((e) => e !== null)).toEqual([...ENERGY_EVENTS]);
  });

  it.each([
    ['PICKED_UP', true],
    ['picked_up', false],
    [null, false],
  ])('isEnergyEvent(%j) = %s', (v, expected) => expect(isEnergyEvent(v)).toBe(expected));

  it.each([
    [['delivery-load-adjustment:read', 'delivery-load-adjustment:update'], true],
    [['delivery-load-adjustment:read'], false],
  ])('load adjustment with %j: %s', (scopes, expected) =>
    expect(loadAdjustmentAllowed(scopes)).toBe(expected),
  );
});

describe('lockedCustomFields: the custom-field values an update may not change', () => {
  const field = (key: string, value: unknown, is_editable = true, is_active = true) => ({
    key,
    value,
    is_editable,
    is_active,
  });
  it.each([
    ['an editable field changes in Dikonfirmasi', 'CONFIRMED', [field('a', 'y')], []],
    ['a not-editable field changes in Draf', 'DRAFT', [field('a', 'y', false)], []],
    [
      'a not-editable field does not change in Dikonfirmasi',
      'CONFIRMED',
      [field('a', 'y', false)],
      [0],
    ],
    ['a not-editable field sent unchanged is no change', 'CONFIRMED', [field('a', 'x', false)], []],
    [
      'an inactive field does not change, even in Draf',
      'DRAFT',
      [field('a', 'y', true, false)],
      [0],
    ],
    ['nothing changes once Diambil', 'PICKED', [field('a', 'y')], [0]],
    [
      'a value given for a key not stored before counts from null',
      'CONFIRMED',
      [field('b', 1, false)],
      [0],
    ],
    ['null for a key not stored is no change', 'CONFIRMED', [field('b', null, false)], []],
    [
      'positions in the order sent',
      'CONFIRMED',
      [field('a', 'x', false), field('b', 2, false), field('c', 'z')],
      [1],
    ],
  ] as const)('%s', (_, status, next, locked) => {
    expect(lockedCustomFields(status, [{ key: 'a', value: 'x' }], next)).toEqual(locked);
  });
});
