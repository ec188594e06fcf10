// src/domain/vendor/dispatch.ts: the vendors that may receive an order (ACTIVE and paired), the rule
// the picker filters by and the server refuses by.
import { describe, expect, test } from 'vitest';
import {
  isDispatchableVendor,
  vendorDispatchIssue,
} from '../../../../src/domain/vendor/dispatch.ts';

describe('vendorDispatchIssue', () => {
  test.each([
    [{ status: { name: 'ACTIVE' }, paired_company_id: 7 }, null],
    [{ status: { name: 'ACTIVE' }, paired_company_id: 1 }, null],
    [{ status: { name: 'ACTIVE' }, paired_company_id: 0 }, 'not-paired'],
    [{ status: { name: 'ACTIVE' }, paired_company_id: -3 }, 'not-paired'],
    [{ status: { name: 'ACTIVE' }, paired_company_id: null }, 'not-paired'],
    [{ status: { name: 'ACTIVE' } }, 'not-paired'],
    [{ status: { name: 'ACTIVE' }, paired_company_id: Number.NaN }, 'not-paired'],
    [{ status: { name: 'SUSPENDED' }, paired_company_id: 7 }, 'not-active'],
    [{ status: { name: 'INACTIVE' }, paired_company_id: 7 }, 'not-active'],
    [{ status: { name: 'active' }, paired_company_id: 7 }, 'not-active'],
    [{ status: null, paired_company_id: 7 }, 'not-active'],
    [{ paired_company_id: 7 }, 'not-active'],
    [{ status: { name: 'INACTIVE' }, paired_company_id: 0 }, 'not-active'],
  ] as const)('%j → %s', (vendor, issue) => {
    expect(vendorDispatchIssue(vendor)).toBe(issue);
    expect(isDispatchableVendor(vendor)).toBe(issue === null);
  });
});
