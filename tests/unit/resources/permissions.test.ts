import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/generated/registry.ts';
import { abilitiesFor } from '../../../src/resources/permissions.ts';
import { canDo } from '../../../src/domain/access/scopes.ts';

describe('canDo', () => {
  const customer = resources.customer;
  const vendor = resources.vendor;

  it('needs every scope the resource lists for the action', () => {
    expect(canDo(customer, 'read', ['customer:read'])).toBe(true);
    expect(canDo(customer, 'update', ['customer:read'])).toBe(false);
    // Vendors need all four vms:* scopes for anything (master-data.md §6).
    expect(canDo(vendor, 'read', ['vms:read'])).toBe(false);
    expect(canDo(vendor, 'read', ['vms:create', 'vms:read', 'vms:update'])).toBe(false);
    expect(canDo(vendor, 'read', ['vms:create', 'vms:read', 'vms:update', 'vms:delete'])).toBe(
      true,
    );
  });

  it('allows nothing without permissions', () => {
    expect(canDo(customer, 'read', undefined)).toBe(false);
    expect(canDo(customer, 'read', null)).toBe(false);
    expect(canDo(customer, 'read', [])).toBe(false);
  });

  it('uses the schema scope of a nested resource (delivery notes use customer:*)', () => {
    expect(canDo(resources['delivery-note'], 'create', ['customer:create'])).toBe(true);
  });
});

describe('abilitiesFor', () => {
  it('combines operations and scopes: a list-and-read resource never offers create or edit', () => {
    const all = ['address:read', 'address:create', 'address:update', 'address:delete'];
    expect(abilitiesFor(resources.address, all)).toEqual({
      list: true,
      show: true,
      create: false,
      edit: false,
      delete: false,
      export: true,
    });
  });

  it('a read-only user can list, show and export but not change', () => {
    expect(abilitiesFor(resources.customer, ['customer:read'])).toEqual({
      list: true,
      show: true,
      create: false,
      edit: false,
      delete: false,
      export: true,
    });
  });
});
