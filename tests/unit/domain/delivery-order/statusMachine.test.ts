// The status machine against tables written from delivery-order.md §4 "Manual transitions",
// "Related rules" and "Progress wizard variants".
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
} from '../../../../src/domain/delivery-order/statuses.ts';
import {
  cancelDialogWording,
  findManualTransition,
  hasVendorService,
  manualTransitions,
  reasonField,
  statusAfterUnscheduling,
  systemTransitionAllowed,
  transitionContext,
  visitAfter,
  wizardActiveStep,
  wizardSteps,
  type ManualTransition,
  type TransitionContext,
  type WizardInput,
} from '../../../../src/domain/delivery-order/statusMachine.ts';

type Ctx = TransitionContext;

/** Every combination of the four context booleans. */
const CONTEXTS: Ctx[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((n) => ({
  vendorServiceSubscribed: Boolean(n & 1),
  hasVendor: Boolean(n & 2),
  fromVendorRequest: Boolean(n & 4),
  requestedToVendor: Boolean(n & 8),
}));

const ctxName = (c: Ctx) =>
  ['sub', 'vendor', 'fromReq', 'requested']
    .filter(
      (_, i) =>
        [c.vendorServiceSubscribed, c.hasVendor, c.fromVendorRequest, c.requestedToVendor][i],
    )
    .join('+') || 'none';

// §4 "Manual transitions", one row per arrow, with the condition as written there (plus hasVendor
// for sending to a vendor: there must be a vendor to send to).
const noVendorRequest = (c: Ctx) => !c.requestedToVendor && !c.fromVendorRequest;
const MANUAL: {
  from: DeliveryStatus;
  to: DeliveryStatus;
  when: (c: Ctx) => boolean;
  expected: ManualTransition;
}[] = [
  {
    from: 'DRAFT',
    to: 'CONFIRMED',
    when: () => true,
    expected: { to: 'CONFIRMED', dialog: 'default' },
  },
  {
    from: 'DRAFT',
    to: 'CANCELED',
    when: () => true,
    expected: { to: 'CANCELED', dialog: 'cancel', reason: 'CANCELED' },
  },
  {
    from: 'CONFIRMED',
    to: 'WAITING_FOR_VENDOR',
    when: (c) =>
      c.vendorServiceSubscribed && c.hasVendor && !c.requestedToVendor && !c.fromVendorRequest,
    expected: {
      to: 'WAITING_FOR_VENDOR',
      dialog: 'default',
      tooltip: 'remove-vendor-for-normal-assignment',
    },
  },
  {
    from: 'CONFIRMED',
    to: 'CANCELED',
    when: (c) => !c.fromVendorRequest,
    expected: { to: 'CANCELED', dialog: 'cancel', reason: 'CANCELED' },
  },
  {
    from: 'REJECTED_BY_VENDOR',
    to: 'WAITING_FOR_VENDOR',
    when: (c) => c.vendorServiceSubscribed && c.hasVendor,
    expected: { to: 'WAITING_FOR_VENDOR', dialog: 'default' },
  },
  // The vendor's side (docs/vendor-requests.md): the vendor company answers the request it
  // received; the shipper's own order waits in Menunggu Vendor with no manual transition (§4).
  {
    from: 'WAITING_FOR_VENDOR',
    to: 'ACCEPTED_BY_VENDOR',
    when: (c) => c.fromVendorRequest,
    expected: { to: 'ACCEPTED_BY_VENDOR', dialog: 'default' },
  },
  {
    from: 'WAITING_FOR_VENDOR',
    to: 'REJECTED_BY_VENDOR',
    when: (c) => c.fromVendorRequest,
    expected: { to: 'REJECTED_BY_VENDOR', dialog: 'reject', reason: 'CANCELED' },
  },
  {
    from: 'SCHEDULED',
    to: 'CANCELED',
    when: noVendorRequest,
    expected: { to: 'CANCELED', dialog: 'cancel', reason: 'CANCELED' },
  },
  {
    from: 'STARTED',
    to: 'RESCHEDULED',
    when: noVendorRequest,
    expected: { to: 'RESCHEDULED', dialog: 'reschedule', reason: 'RESCHEDULED' },
  },
  {
    from: 'STARTED',
    to: 'CANCELED',
    when: noVendorRequest,
    expected: { to: 'CANCELED', dialog: 'cancel', reason: 'CANCELED' },
  },
];

const expectedManual = (from: DeliveryStatus, to: DeliveryStatus, c: Ctx) =>
  MANUAL.find((row) => row.from === from && row.to === to && row.when(c))?.expected;

describe('manual transitions: every status × every target × every context', () => {
  const cases = DELIVERY_STATUSES.flatMap((from) =>
    DELIVERY_STATUSES.flatMap((to) => CONTEXTS.map((c) => [from, to, ctxName(c), c] as const)),
  );
  it('walks 12 × 12 × 16 cases', () => expect(cases).toHaveLength(2304));

  it.each(cases)('%s → %s (%s)', (from, to, _name, c) => {
    const expected = expectedManual(from, to, c);
    expect(findManualTransition(from, to, c)).toEqual(expected);
    expect(manualTransitions(from, c).some((t) => t.to === to)).toBe(expected !== undefined);
  });
});

describe('manual transitions: lists and invariants', () => {
  const all: Ctx = {
    vendorServiceSubscribed: true,
    hasVendor: true,
    fromVendorRequest: false,
    requestedToVendor: false,
  };
  it.each([
    ['DRAFT', ['CONFIRMED', 'CANCELED']],
    ['CONFIRMED', ['WAITING_FOR_VENDOR', 'CANCELED']],
    ['REJECTED_BY_VENDOR', ['WAITING_FOR_VENDOR']],
    ['SCHEDULED', ['CANCELED']],
    ['STARTED', ['RESCHEDULED', 'CANCELED']],
    ['WAITING_FOR_VENDOR', []],
    ['ACCEPTED_BY_VENDOR', []],
    ['RESCHEDULED', []],
    ['PICKED', []],
    ['TRANSITED', []],
    ['DELIVERED', []],
    ['CANCELED', []],
  ] as [DeliveryStatus, DeliveryStatus[]][])('%s offers %j in this order', (from, targets) => {
    expect(manualTransitions(from, all).map((t) => t.to)).toEqual(targets);
  });
  it("the vendor company's copy of a request offers 'Terima Permintaan', then 'Tolak Permintaan'", () => {
    expect(
      manualTransitions('WAITING_FOR_VENDOR', { ...all, fromVendorRequest: true }).map((t) => t.to),
    ).toEqual(['ACCEPTED_BY_VENDOR', 'REJECTED_BY_VENDOR']);
  });

  it.each(CONTEXTS.map((c) => [ctxName(c), c] as const))(
    'never into a fleet-task status (%s)',
    (_n, c) => {
      const targets = DELIVERY_STATUSES.flatMap((from) =>
        manualTransitions(from, c).map((t) => t.to),
      );
      for (const fleet of ['SCHEDULED', 'STARTED', 'PICKED', 'DELIVERED'] as const)
        expect(targets).not.toContain(fleet);
    },
  );

  it('returns copies the caller may change', () => {
    manualTransitions('DRAFT', all)[0].to = 'DELIVERED';
    expect(manualTransitions('DRAFT', all)[0].to).toBe('CONFIRMED');
  });

  it.each([
    ['RESCHEDULED', 'rescheduled_reason_id'],
    ['CANCELED', 'canceled_reason_id'],
  ] as const)('a %s reason is sent as %s', (reason, field) =>
    expect(reasonField(reason)).toBe(field),
  );
});

describe('transitionContext', () => {
  const VMS = ['vms:create', 'vms:read', 'vms:update', 'vms:delete'];
  it.each([
    [VMS, true],
    [VMS.slice(1), false],
    [[...VMS, 'delivery-order:read'], true],
    [[], false],
  ])('vendor service with %j: %s', (scopes, expected) =>
    expect(hasVendorService(scopes)).toBe(expected),
  );

  it.each([
    [
      {
        vendor_id: 3,
        is_from_vendor_request: false,
        status: { name: 'CONFIRMED', visited_statuses: ['DRAFT', 'CONFIRMED'] },
      },
      VMS,
      {
        vendorServiceSubscribed: true,
        hasVendor: true,
        fromVendorRequest: false,
        requestedToVendor: false,
      },
    ],
    [
      {
        vendor_id: null,
        is_from_vendor_request: true,
        status: {
          name: 'SCHEDULED',
          visited_statuses: [
            'DRAFT',
            'CONFIRMED',
            'WAITING_FOR_VENDOR',
            'ACCEPTED_BY_VENDOR',
            'SCHEDULED',
          ],
        },
      },
      [],
      {
        vendorServiceSubscribed: false,
        hasVendor: false,
        fromVendorRequest: true,
        requestedToVendor: true,
      },
    ],
    [
      { status: { name: 'WAITING_FOR_VENDOR' } },
      VMS,
      {
        vendorServiceSubscribed: true,
        hasVendor: false,
        fromVendorRequest: false,
        requestedToVendor: true,
      },
    ],
    [
      {},
      VMS,
      {
        vendorServiceSubscribed: true,
        hasVendor: false,
        fromVendorRequest: false,
        requestedToVendor: false,
      },
    ],
  ] as [Parameters<typeof transitionContext>[0], string[], Ctx][])(
    '%j',
    (order, scopes, expected) => {
      expect(transitionContext(order, scopes)).toEqual(expected);
    },
  );
});

// The system transitions as designed in statusMachine.ts (fleet tasks and the vendor integration).
const SYSTEM: Record<DeliveryStatus, DeliveryStatus[]> = {
  DRAFT: [],
  CONFIRMED: ['SCHEDULED', 'CANCELED'],
  WAITING_FOR_VENDOR: ['ACCEPTED_BY_VENDOR', 'REJECTED_BY_VENDOR', 'CANCELED'],
  ACCEPTED_BY_VENDOR: ['SCHEDULED', 'CANCELED'],
  REJECTED_BY_VENDOR: [],
  SCHEDULED: ['STARTED', 'CONFIRMED', 'RESCHEDULED', 'ACCEPTED_BY_VENDOR', 'TRANSITED', 'CANCELED'],
  RESCHEDULED: ['SCHEDULED', 'CANCELED'],
  STARTED: ['PICKED', 'RESCHEDULED', 'CANCELED'],
  PICKED: ['TRANSITED', 'DELIVERED'],
  TRANSITED: ['SCHEDULED', 'DELIVERED'],
  DELIVERED: [],
  CANCELED: [],
};

describe('system transitions: every status × every target', () => {
  const cases = DELIVERY_STATUSES.flatMap((from) =>
    DELIVERY_STATUSES.map((to) => [from, to, SYSTEM[from].includes(to)] as const),
  );
  it.each(cases)('%s → %s: %s', (from, to, allowed) =>
    expect(systemTransitionAllowed(from, to)).toBe(allowed),
  );

  it.each([
    ['CONFIRMED', 'SCHEDULED'],
    ['RESCHEDULED', 'SCHEDULED'],
    ['TRANSITED', 'SCHEDULED'],
    ['ACCEPTED_BY_VENDOR', 'SCHEDULED'],
    ['SCHEDULED', 'STARTED'],
    ['STARTED', 'PICKED'],
    ['PICKED', 'TRANSITED'],
    ['PICKED', 'DELIVERED'],
    ['TRANSITED', 'DELIVERED'],
    ['WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR'],
    ['WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
  ] as const)('the brief’s %s → %s is a system transition', (from, to) =>
    expect(systemTransitionAllowed(from, to)).toBe(true),
  );

  it.each([
    [['DRAFT', 'CONFIRMED', 'SCHEDULED'], 'CONFIRMED'],
    [['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'RESCHEDULED'], 'RESCHEDULED'],
    [
      ['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR', 'SCHEDULED'],
      'ACCEPTED_BY_VENDOR',
    ],
    [['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED', 'TRANSITED'], 'TRANSITED'],
  ] as [DeliveryStatus[], DeliveryStatus][])(
    'unscheduled after %j: back to %s',
    (visited, back) => {
      expect(statusAfterUnscheduling(visited)).toBe(back);
      expect(systemTransitionAllowed('SCHEDULED', back)).toBe(true);
    },
  );
});

describe('visitAfter', () => {
  it.each([
    [[], 'DRAFT', ['DRAFT']],
    [['DRAFT'], 'CONFIRMED', ['DRAFT', 'CONFIRMED']],
    [
      ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'RESCHEDULED'],
      'SCHEDULED',
      ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'RESCHEDULED'],
    ],
    [['DRAFT', 'DRAFT'], 'CANCELED', ['DRAFT', 'CANCELED']],
  ] as [DeliveryStatus[], DeliveryStatus, DeliveryStatus[]][])(
    '%j + %s = %j',
    (visited, to, expected) => {
      const before = [...visited];
      expect(visitAfter(visited, to)).toEqual(expected);
      expect(visited).toEqual(before);
    },
  );
});

describe('cancel dialog wording', () => {
  it.each(
    DELIVERY_STATUSES.map(
      (s) =>
        [
          s,
          s === 'SCHEDULED' || s === 'STARTED' ? 'removed-from-fleet-task' : 'cannot-be-restored',
        ] as const,
    ),
  )('from %s: %s', (from, wording) => expect(cancelDialogWording(from)).toBe(wording));
});

describe('progress wizard', () => {
  const NORMAL: DeliveryStatus[] = [
    'DRAFT',
    'CONFIRMED',
    'SCHEDULED',
    'STARTED',
    'PICKED',
    'DELIVERED',
  ];
  const VENDOR: DeliveryStatus[] = [
    'DRAFT',
    'CONFIRMED',
    'WAITING_FOR_VENDOR',
    'ACCEPTED_BY_VENDOR',
    'SCHEDULED',
    'STARTED',
    'PICKED',
    'DELIVERED',
  ];
  const w = (
    status: DeliveryStatus,
    visited: DeliveryStatus[],
    shipmentType: WizardInput['shipmentType'] = 'UNSCHEDULED',
    withVendor = false,
  ): WizardInput => ({
    status,
    visited,
    shipmentType,
    withVendor,
  });

  it.each([
    ['normal, draft', w('DRAFT', ['DRAFT']), NORMAL, 0],
    ['normal, confirmed', w('CONFIRMED', ['DRAFT', 'CONFIRMED']), NORMAL, 1],
    [
      'normal, picked',
      w('PICKED', ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED'], 'DIRECT'),
      NORMAL,
      4,
    ],
    [
      'normal, delivered',
      w(
        'DELIVERED',
        ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED', 'DELIVERED'],
        'DIRECT',
      ),
      NORMAL,
      5,
    ],
    ['vendor chosen', w('CONFIRMED', ['DRAFT', 'CONFIRMED'], 'UNSCHEDULED', true), VENDOR, 1],
    [
      'vendor visited',
      w('ACCEPTED_BY_VENDOR', ['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR']),
      VENDOR,
      3,
    ],
    ['vendor current', w('WAITING_FOR_VENDOR', ['DRAFT', 'CONFIRMED']), VENDOR, 2],
    [
      'transit, in transit',
      w(
        'TRANSITED',
        ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED', 'TRANSITED'],
        'TRANSIT',
      ),
      ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED', 'TRANSITED', 'DELIVERED'],
      5,
    ],
    [
      'transit, next leg scheduled: stays on TRANSITED',
      w(
        'SCHEDULED',
        ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED', 'TRANSITED'],
        'TRANSIT',
      ),
      ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED', 'TRANSITED', 'DELIVERED'],
      5,
    ],
    [
      'transit, first leg scheduled',
      w('SCHEDULED', ['DRAFT', 'CONFIRMED', 'SCHEDULED'], 'TRANSIT'),
      ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'PICKED', 'TRANSITED', 'DELIVERED'],
      2,
    ],
    [
      'rejected',
      w(
        'REJECTED_BY_VENDOR',
        ['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
        'UNSCHEDULED',
        true,
      ),
      ['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR'],
      3,
    ],
    [
      're-sent after a rejection',
      w('WAITING_FOR_VENDOR', ['DRAFT', 'CONFIRMED', 'WAITING_FOR_VENDOR', 'REJECTED_BY_VENDOR']),
      VENDOR,
      2,
    ],
    [
      'rescheduled',
      w('RESCHEDULED', ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'RESCHEDULED'], 'DIRECT'),
      [
        'DRAFT',
        'CONFIRMED',
        'SCHEDULED',
        'STARTED',
        'RESCHEDULED',
        'SCHEDULED',
        'STARTED',
        'PICKED',
        'DELIVERED',
      ],
      4,
    ],
    [
      'scheduled again after a reschedule: the second pass',
      w('SCHEDULED', ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'RESCHEDULED'], 'DIRECT'),
      [
        'DRAFT',
        'CONFIRMED',
        'SCHEDULED',
        'STARTED',
        'RESCHEDULED',
        'SCHEDULED',
        'STARTED',
        'PICKED',
        'DELIVERED',
      ],
      5,
    ],
    [
      'vendor, rescheduled, transit',
      w(
        'TRANSITED',
        [
          'DRAFT',
          'CONFIRMED',
          'WAITING_FOR_VENDOR',
          'ACCEPTED_BY_VENDOR',
          'SCHEDULED',
          'STARTED',
          'RESCHEDULED',
          'PICKED',
          'TRANSITED',
        ],
        'TRANSIT',
      ),
      [
        'DRAFT',
        'CONFIRMED',
        'WAITING_FOR_VENDOR',
        'ACCEPTED_BY_VENDOR',
        'SCHEDULED',
        'STARTED',
        'RESCHEDULED',
        'SCHEDULED',
        'STARTED',
        'PICKED',
        'TRANSITED',
        'DELIVERED',
      ],
      10,
    ],
    ['canceled from draft', w('CANCELED', ['DRAFT', 'CANCELED']), ['DRAFT', 'CANCELED'], 1],
    [
      'canceled after starting',
      w('CANCELED', ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'CANCELED'], 'DIRECT'),
      ['DRAFT', 'CONFIRMED', 'SCHEDULED', 'STARTED', 'CANCELED'],
      4,
    ],
    [
      'canceled, CANCELED not yet recorded',
      w('CANCELED', ['DRAFT', 'CONFIRMED']),
      ['DRAFT', 'CONFIRMED', 'CANCELED'],
      2,
    ],
  ] as [string, WizardInput, DeliveryStatus[], number][])('%s', (_name, input, steps, active) => {
    expect(wizardSteps(input)).toEqual(steps);
    expect(wizardActiveStep(input)).toBe(active);
  });
});
