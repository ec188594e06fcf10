import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUSES,
  FINAL_STATUSES,
  isDeliveryStatus,
  isFinalStatus,
  STATUS_LABELS,
} from '../../../../src/domain/delivery-order/statuses.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe('delivery statuses (§4 table)', () => {
  it.each([
    ['DRAFT', 'Draf'],
    ['CONFIRMED', 'Dikonfirmasi'],
    ['WAITING_FOR_VENDOR', 'Menunggu Vendor'],
    ['ACCEPTED_BY_VENDOR', 'Diterima Vendor'],
    ['REJECTED_BY_VENDOR', 'Ditolak'],
    ['SCHEDULED', 'Dijadwalkan'],
    ['RESCHEDULED', 'Dijadwalkan Ulang'],
    ['STARTED', 'Dijalankan'],
    ['PICKED', 'Diambil'],
    ['TRANSITED', 'Sedang Transit'],
    ['DELIVERED', 'Terkirim'],
    ['CANCELED', 'Dibatalkan'],
  ] as const)('%s is %s', (status, label) => {
    expect(STATUS_LABELS[status].id).toBe(label);
    expect(STATUS_LABELS[status].en).toMatch(/\S/);
  });

  it('lists the statuses in the order of the spec table and of the schema enum', () => {
    const schema = JSON.parse(
      readFileSync(path.join(ROOT, 'schemas/delivery-order.schema.json'), 'utf8'),
    ) as {
      properties: { status: { properties: { name: { enum: string[] } } } };
    };
    expect([...DELIVERY_STATUSES]).toEqual(schema.properties.status.properties.name.enum);
    expect(Object.keys(STATUS_LABELS)).toEqual([...DELIVERY_STATUSES]);
  });

  it.each([
    ['DRAFT', true],
    ['CANCELED', true],
    ['draft', false],
    ['', false],
    [null, false],
    [3, false],
    ['toString', false],
  ])('isDeliveryStatus(%j) = %s', (v, expected) => expect(isDeliveryStatus(v)).toBe(expected));

  it.each(DELIVERY_STATUSES.map((s) => [s, s === 'DELIVERED' || s === 'CANCELED'] as const))(
    '%s final: %s',
    (s, final) => {
      expect(isFinalStatus(s)).toBe(final);
      expect((FINAL_STATUSES as readonly string[]).includes(s)).toBe(final);
    },
  );
});
