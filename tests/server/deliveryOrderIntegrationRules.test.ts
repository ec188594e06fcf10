// The integrations' pure rules (server/resources/delivery-order/integrations/routes.ts): the date-time
// check of the /shell body, the coordinate check of validate-geocode, the body parsers and the
// payloads the energy company and the accounting system receive. The HTTP side is in
// deliveryOrderIntegrations.test.ts.
import { describe, expect, test } from 'vitest';
import {
  accountingOrder,
  parseAccountingNotice,
} from '../../server/resources/delivery-order/integrations/accounting.ts';
import {
  INDONESIA_BOUNDS,
  isDateTime,
} from '../../server/resources/delivery-order/integrations/common.ts';
import {
  energyPayload,
  parseEnergyEventBody,
} from '../../server/resources/delivery-order/integrations/energy.ts';
import { checkCoordinates } from '../../server/resources/delivery-order/integrations/geocode.ts';
import { errorOf } from '../unit/storage/apiErrorOf.ts';

describe('isDateTime', () => {
  test.each([
    '2026-11-22T10:00:00Z',
    '2026-11-22t10:00:00z',
    '2026-11-22T17:00:00+07:00',
    '2026-11-22T17:00:00-23:59',
    '2026-11-22T10:00:00.1Z',
    '2026-11-22T10:00:00.123456789Z',
    '2024-02-29T00:00:00Z',
    '2026-04-30T23:59:59Z',
    '2026-12-31T23:00:00+00:00',
    '2026-01-31T00:00:00Z',
  ])('accepts %s', (value) => expect(isDateTime(value)).toBe(true));

  test.each([
    ['no offset', '2026-11-22T10:00:00'],
    ['no seconds', '2026-11-22T10:00Z'],
    ['a space for T', '2026-11-22 10:00:00Z'],
    ['text before', 'x2026-11-22T10:00:00Z'],
    ['text after', '2026-11-22T10:00:00Zx'],
    ['an empty fraction', '2026-11-22T10:00:00.Z'],
    ['ten fraction digits', '2026-11-22T10:00:00.1234567891Z'],
    ['day/month/year', '22-11-2026T10:00:00Z'],
    ['month 00', '2026-00-10T10:00:00Z'],
    ['month 13', '2026-13-10T10:00:00Z'],
    ['day 00', '2026-11-00T10:00:00Z'],
    ['day 32', '2026-11-32T10:00:00Z'],
    ['31 April', '2026-04-31T10:00:00Z'],
    ['30 February', '2030-02-30T10:00:00Z'],
    ['29 February of a common year', '2026-02-29T10:00:00Z'],
    ['hour 24', '2026-11-22T24:00:00Z'],
    ['minute 60', '2026-11-22T23:60:00Z'],
    ['second 61', '2026-11-22T23:59:61Z'],
    ['offset hour 24', '2026-11-22T10:00:00+24:00'],
    ['offset minute 60', '2026-11-22T10:00:00+05:60'],
    ['garbage', 'kemarin sore'],
  ])('refuses %s', (_, value) => expect(isDateTime(value)).toBe(false));

  test('refuses what is not a string, even when it prints as a date-time', () => {
    for (const value of [
      undefined,
      null,
      0,
      Date.UTC(2026, 10, 22),
      new Date('2026-11-22T10:00:00Z'),
      { toString: () => '2026-11-22T10:00:00Z' },
    ]) {
      expect(isDateTime(value), String(value)).toBe(false);
    }
  });
});

describe('checkCoordinates', () => {
  const { minLat, maxLat, minLon, maxLon } = INDONESIA_BOUNDS;

  test("Indonesia's bounding box, edges included", () => {
    expect(INDONESIA_BOUNDS).toEqual({ minLat: -11, maxLat: 6, minLon: 95, maxLon: 141 });
    for (const [lat, lon] of [
      [-6.12, 106.89],
      [minLat, minLon],
      [maxLat, maxLon],
      [minLat, maxLon],
      [maxLat, minLon],
    ]) {
      expect(checkCoordinates(lat, lon), `${lat},${lon}`).toEqual({ valid: true });
    }
  });

  test('just outside any one edge is outside-indonesia', () => {
    for (const [lat, lon] of [
      [minLat - 0.001, 110],
      [maxLat + 0.001, 110],
      [0, minLon - 0.001],
      [0, maxLon + 0.001],
      [-33.87, 151.21],
    ]) {
      expect(checkCoordinates(lat, lon), `${lat},${lon}`).toEqual({
        valid: false,
        reason: 'outside-indonesia',
      });
    }
  });

  test('either coordinate missing or not a finite number is missing-coordinates', () => {
    for (const [lat, lon] of [
      [null, 106.89],
      [-6.12, null],
      [undefined, undefined],
      ['-6.12', 106.89],
      [-6.12, '106.89'],
      [Number.NaN, 106.89],
      [-6.12, Number.NaN],
      [Number.POSITIVE_INFINITY, 106.89],
      [-6.12, Number.NEGATIVE_INFINITY],
    ]) {
      expect(checkCoordinates(lat, lon), `${String(lat)},${String(lon)}`).toEqual({
        valid: false,
        reason: 'missing-coordinates',
      });
    }
  });
});

describe('parseEnergyEventBody', () => {
  const at = '2030-01-15T17:30:00.000+07:00';

  test('takes {event, event_time}', () => {
    expect(parseEnergyEventBody({ event: 'PICKED_UP', event_time: at })).toEqual({
      event: 'PICKED_UP',
      event_time: at,
    });
  });

  test.each([
    ['an array', [1], { body: 'invalid-format' }],
    ['null', null, { body: 'invalid-format' }],
    ['a string', 'PICKED_UP', { body: 'invalid-format' }],
    ['nothing', {}, { event: 'required', event_time: 'required' }],
    ['nulls', { event: null, event_time: null }, { event: 'required', event_time: 'required' }],
    ['empty strings', { event: '', event_time: '' }, { event: 'required', event_time: 'required' }],
    ['a label for the code', { event: 'Picked Up', event_time: at }, { event: 'invalid-value' }],
    [
      'a local time',
      { event: 'PICKED_UP', event_time: '2030-01-15T17:30:00' },
      { event_time: 'invalid-format' },
    ],
    [
      'a number for the time',
      { event: 'PICKED_UP', event_time: 1_900_000_000_000 },
      { event_time: 'invalid-format' },
    ],
    [
      'an unknown field',
      { event: 'PICKED_UP', event_time: at, note: 'x' },
      { note: 'unknown-field' },
    ],
  ])('refuses %s', (_, body, errors) =>
    expect(errorOf(() => parseEnergyEventBody(body))).toEqual({ status: 400, errors }),
  );
});

describe('parseAccountingNotice', () => {
  test('by id, by number, or both', () => {
    expect(parseAccountingNotice({ delivery_order_id: 7, state: 'CHANGED' })).toEqual({
      id: 7,
      number: undefined,
      state: 'CHANGED',
    });
    expect(parseAccountingNotice({ number: 'DO/2030/01/000001', state: 'DELETED' })).toEqual({
      id: undefined,
      number: 'DO/2030/01/000001',
      state: 'DELETED',
    });
    expect(parseAccountingNotice({ delivery_order_id: 7, number: 'N', state: 'CHANGED' })).toEqual({
      id: 7,
      number: 'N',
      state: 'CHANGED',
    });
    expect(parseAccountingNotice({ number: 'N'.repeat(50), state: 'CHANGED' }).number).toHaveLength(
      50,
    );
  });

  test.each([
    ['an array', [], { body: 'invalid-format' }],
    ['null', null, { body: 'invalid-format' }],
    ['no order', { state: 'CHANGED' }, { delivery_order_id: 'required' }],
    [
      'blank id and number',
      { delivery_order_id: null, number: '', state: 'CHANGED' },
      { delivery_order_id: 'required' },
    ],
    ['no state', { delivery_order_id: 1 }, { state: 'required' }],
    ['a blank state', { delivery_order_id: 1, state: '' }, { state: 'required' }],
    [
      'a state we keep but they do not send',
      { delivery_order_id: 1, state: 'SYNCED' },
      { state: 'invalid-value' },
    ],
    [
      'a text id',
      { delivery_order_id: 'x', state: 'CHANGED' },
      { delivery_order_id: 'invalid-format' },
    ],
    [
      'a zero id',
      { delivery_order_id: 0, state: 'CHANGED' },
      { delivery_order_id: 'invalid-format' },
    ],
    ['a numeric number', { number: 5, state: 'CHANGED' }, { number: 'invalid-format' }],
    [
      'a number over 50 characters',
      { number: 'N'.repeat(51), state: 'CHANGED' },
      { number: 'invalid-format' },
    ],
    [
      'an unknown field',
      { delivery_order_id: 1, state: 'CHANGED', extra: true },
      { extra: 'unknown-field' },
    ],
  ])('refuses %s', (_, body, errors) =>
    expect(errorOf(() => parseAccountingNotice(body))).toEqual({ status: 400, errors }),
  );
});

// An order as the store expands it (only the fields the payloads read).
const address = (id: number, name: string, city: string) => ({
  id,
  name,
  city,
  full_name: `${name}, ${city}`,
});
const fullOrder = {
  id: 41,
  number: 'DO/2030/01/000041',
  status: { name: 'PICKED' },
  shipment_type: 'FTL',
  shipped_customer: { id: 3, name: 'PT Energi Nusantara', code: 'ENU' },
  billed_customer: { id: 4, name: 'PT Tagihan Jaya', code: 'TGJ' },
  customer_name: 'ignored when shipped_customer is set',
  billed_customer_name: 'ignored when billed_customer is set',
  invoice: { number: 'INV/2030/0001' },
  external_reference: { id: 'ACC-9', url: 'https://acc.example/9' },
  external_reference_number: 'EXT-9',
  shipment_number: 'SHP-1',
  reference_number: 'REF-1',
  aju_number: 'AJU-1',
  origin_address: address(10, 'Depo Plumpang', 'Jakarta Utara'),
  destination_address: address(11, 'SPBU Cikampek', 'Karawang'),
  expected_pickup_on: '2030-01-15',
  expected_delivered_on: '2030-01-16',
  total_weight: 1200.5,
  total_volume: 32,
  accounting_state: 'CHANGED',
  updated_on: '2030-01-15T10:00:00.000Z',
  event: 'PICKED_UP',
} as never;
const bareOrder = { id: 42, number: 'DO/2030/01/000042' } as never;

describe('energyPayload', () => {
  test("every field of the order, the event's English label and the time as sent", () => {
    expect(
      energyPayload(fullOrder, {
        event: 'VEHICLE_ARRIVED',
        event_time: '2030-01-15T17:30:00+07:00',
      }),
    ).toEqual({
      delivery_order_id: 41,
      number: 'DO/2030/01/000041',
      status: 'PICKED',
      event: 'VEHICLE_ARRIVED',
      event_label: 'Vehicle Arrived',
      event_time: '2030-01-15T17:30:00+07:00',
      shipment_number: 'SHP-1',
      reference_number: 'REF-1',
      aju_number: 'AJU-1',
      external_reference_number: 'EXT-9',
      origin: { id: 10, name: 'Depo Plumpang', city: 'Jakarta Utara' },
      destination: { id: 11, name: 'SPBU Cikampek', city: 'Karawang' },
    });
  });

  test('absent fields are null, never missing; no status is Draf', () => {
    expect(
      energyPayload(bareOrder, { event: 'POD_RECEIVED', event_time: '2030-01-15T10:00:00Z' }),
    ).toEqual({
      delivery_order_id: 42,
      number: 'DO/2030/01/000042',
      status: 'DRAFT',
      event: 'POD_RECEIVED',
      event_label: 'POD Received',
      event_time: '2030-01-15T10:00:00Z',
      shipment_number: null,
      reference_number: null,
      aju_number: null,
      external_reference_number: null,
      origin: null,
      destination: null,
    });
    const partial = { ...(bareOrder as object), origin_address: { id: 5 } } as never;
    expect(
      energyPayload(partial, { event: 'PICKED_UP', event_time: '2030-01-15T10:00:00Z' }).origin,
    ).toEqual({ id: 5, name: null, city: null });
  });
});

describe('accountingOrder', () => {
  test('every field the accounting system needs for its sales document', () => {
    expect(accountingOrder(fullOrder)).toEqual({
      delivery_order_id: 41,
      number: 'DO/2030/01/000041',
      status: 'PICKED',
      shipment_type: 'FTL',
      customer: { id: 3, name: 'PT Energi Nusantara' },
      billed_customer: { id: 4, name: 'PT Tagihan Jaya' },
      invoice: { number: 'INV/2030/0001' },
      external_reference: { id: 'ACC-9', url: 'https://acc.example/9' },
      external_reference_number: 'EXT-9',
      shipment_number: 'SHP-1',
      reference_number: 'REF-1',
      aju_number: 'AJU-1',
      origin: { id: 10, name: 'Depo Plumpang', city: 'Jakarta Utara' },
      destination: { id: 11, name: 'SPBU Cikampek', city: 'Karawang' },
      expected_pickup_on: '2030-01-15',
      expected_delivered_on: '2030-01-16',
      total_weight: 1200.5,
      total_volume: 32,
      accounting_state: 'CHANGED',
      updated_on: '2030-01-15T10:00:00.000Z',
    });
  });

  test('a customer typed by name (no record) goes by name with a null id; nothing at all is null', () => {
    const byName = {
      ...(bareOrder as object),
      customer_name: 'Toko Pak Budi',
      billed_customer_name: 'CV Budi Tagih',
    } as never;
    expect(accountingOrder(byName)).toMatchObject({
      customer: { id: null, name: 'Toko Pak Budi' },
      billed_customer: { id: null, name: 'CV Budi Tagih' },
    });
    const payload = accountingOrder(bareOrder);
    expect(payload.status).toBe('DRAFT');
    for (const [key, value] of Object.entries(payload)) {
      if (!['delivery_order_id', 'number', 'status'].includes(key)) expect(value, key).toBeNull();
    }
  });
});
