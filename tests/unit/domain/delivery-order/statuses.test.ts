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

interface Enumerated {
  $ref?: string;
  enum: (string | null)[];
  'x-admin': { enumLabels: Record<string, { id: string; en: string }> };
}
interface Schema {
  $defs: { deliveryStatus: Enumerated };
  properties: {
    status: Enumerated & {
      properties: { name: { $ref: string }; visited_statuses: { items: { $ref: string } } };
    };
  };
}
const readSchema = (name: string): Schema =>
  JSON.parse(readFileSync(path.join(ROOT, `schemas/${name}.schema.json`), 'utf8')) as Schema;

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
    const schema = readSchema('delivery-order');
    expect([...DELIVERY_STATUSES]).toEqual(schema.$defs.deliveryStatus.enum);
    expect(Object.keys(STATUS_LABELS)).toEqual([...DELIVERY_STATUSES]);
  });

  it("the domain's statuses and labels are the schema's one $defs, which both status fields use", () => {
    const schema = readSchema('delivery-order');
    const { deliveryStatus } = schema.$defs;
    expect(STATUS_LABELS).toEqual(deliveryStatus['x-admin'].enumLabels);
    expect(schema.properties.status.properties.name.$ref).toBe('#/$defs/deliveryStatus');
    expect(schema.properties.status.properties.visited_statuses.items.$ref).toBe(
      '#/$defs/deliveryStatus',
    );
  });

  it("the history's status column names the same statuses with the same labels", () => {
    const status = readSchema('delivery-order-history').properties.status;
    expect(status.enum).toEqual([...DELIVERY_STATUSES, null]);
    expect(status['x-admin'].enumLabels).toEqual(STATUS_LABELS);
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
