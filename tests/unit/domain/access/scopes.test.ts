// The one scope check (src/domain/access/scopes.ts) the server's guard and the console's access
// rules share.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../../src/generated/registry.ts';
import { canDo, holdsAll, missingScope } from '../../../../src/domain/access/scopes.ts';

describe('scope check', () => {
  it.each([
    [['a:read', 'a:update'], ['a:read'], undefined],
    [['a:read'], ['a:read', 'a:update'], 'a:update'],
    [['a:read'], [], undefined],
    [[], ['a:read'], 'a:read'],
    [undefined, ['a:read'], 'a:read'],
    [null, [], undefined],
    [['A:READ'], ['a:read'], 'a:read'],
  ])('held %j, needed %j: missing %s', (held, needed, missing) => {
    expect(missingScope(held, needed)).toBe(missing);
    expect(holdsAll(held, needed)).toBe(missing === undefined);
  });

  it('canDo: every scope the schema lists for the action; no identity may do nothing, even what needs no scope', () => {
    const vendor = resources.vendor;
    expect(canDo(vendor, 'read', ['vms:read'])).toBe(false);
    expect(canDo(vendor, 'read', vendor.scopes.read)).toBe(true);
    expect(
      canDo({ scopes: { read: [], create: [], update: [], delete: [] } }, 'read', undefined),
    ).toBe(false);
    expect(canDo({ scopes: { read: [], create: [], update: [], delete: [] } }, 'read', [])).toBe(
      true,
    );
  });
});
