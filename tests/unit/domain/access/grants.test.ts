import { describe, expect, it } from 'vitest';
import { flagsNotHeld, scopesNotHeld } from '../../../../src/domain/access/grants.ts';
import {
  ROLES,
  ROLE_NAMES,
  rolesIn,
  unknownRoleEntries,
} from '../../../../src/domain/access/roles.ts';

const known = [
  'customer:read',
  'customer:create',
  'customer:update',
  'vms:read',
  'vms:create',
  'user:read',
  'user:update',
  'tms_driver:read',
];

describe('what an administrator may grant', () => {
  it.each([
    [['customer:read', 'user:update'], ['customer:read'], []],
    [['customer:read'], ['customer:read', 'customer:update'], ['customer:update']],
    [['customer:read'], ['customer:*'], ['customer:create', 'customer:update']],
    [['customer:read'], ['customer:*', '!customer:create', '!customer:update'], []],
    // A plain scope nobody knows is granted as written: only its holder may give it.
    [['customer:read'], ['reports:read'], ['reports:read']],
    [known, ['@viewer'], []],
    [['customer:read'], ['@viewer'], ['user:read']],
    [known, ['@admin'], []],
    [['customer:read'], ['@nobody'], []],
  ])('held %j, granting %j: not held %j', (held, entries, expected) => {
    expect(scopesNotHeld(held, entries, known, ROLES)).toEqual(expected);
  });

  it('feature flags: only those held', () => {
    expect(flagsNotHeld(['a', 'b'], ['a'])).toEqual([]);
    expect(flagsNotHeld(['a'], ['a', 'c', 'd'])).toEqual(['c', 'd']);
  });
});

describe('roles on a user', () => {
  it('the form offers every role, each once', () => {
    expect([...ROLE_NAMES].sort()).toEqual(Object.keys(ROLES).sort());
  });

  it('reads and validates the @role entries', () => {
    expect(rolesIn(['@dispatcher', 'customer:read'])).toEqual(['dispatcher']);
    expect(unknownRoleEntries(['@dispatcher', '@boss', 'customer:read', '@toString'])).toEqual([
      '@boss',
      '@toString',
    ]);
  });
});
