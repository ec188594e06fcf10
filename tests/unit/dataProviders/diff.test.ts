import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/generated/registry';
import { changedFields, sameValue } from '../../../src/dataProviders/diff';

const customer = resources.customer;

describe('changedFields', () => {
  const previous = {
    id: 1,
    version: 4,
    name: 'PT Maju',
    code: 'MAJU',
    phone: '0811111111',
    email: null,
    is_active: true,
    created_on: '2024-01-01T00:00:00Z',
  };

  it('keeps only what differs from the loaded record', () => {
    expect(changedFields({ ...previous, name: 'PT Maju Jaya' }, previous, customer)).toEqual({
      name: 'PT Maju Jaya',
    });
  });

  it('returns nothing when nothing changed', () => {
    expect(changedFields({ ...previous }, previous, customer)).toEqual({});
  });

  it('never sends system or unknown fields', () => {
    expect(
      changedFields({ ...previous, version: 9, updated_on: 'x', extra: 1 }, previous, customer),
    ).toEqual({});
  });

  it('treats null and undefined alike, and a cleared value as a change', () => {
    expect(changedFields({ ...previous, email: undefined }, previous, customer)).toEqual({});
    expect(changedFields({ ...previous, email: 'a@b.id' }, previous, customer)).toEqual({
      email: 'a@b.id',
    });
    expect(changedFields({ ...previous, name: null }, previous, customer)).toEqual({ name: null });
  });

  it('compares objects and arrays by value, key order aside', () => {
    expect(sameValue([{ a: 1, b: 2 }], [{ b: 2, a: 1 }])).toBe(true);
    expect(sameValue([{ a: 1 }], [{ a: 2 }])).toBe(false);
    expect(changedFields({ rates: [{ a: 1, b: 2 }] }, { rates: [{ b: 2, a: 1 }] })).toEqual({});
    expect(changedFields({ rates: [{ a: 1 }, { a: 2 }] }, { rates: [{ a: 1 }] })).toEqual({
      rates: [{ a: 1 }, { a: 2 }],
    });
  });
});
