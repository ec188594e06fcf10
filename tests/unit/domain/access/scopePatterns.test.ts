// Scope patterns and roles (src/domain/access/scopePatterns.ts): table-driven.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  expandScopes,
  isScopeEntry,
  matchesScope,
  SCOPE_ENTRY_PATTERN,
  withRoles,
} from '../../../../src/domain/access/scopePatterns.ts';

const KNOWN = [
  'customer:read',
  'customer:create',
  'customer:delete',
  'dock:read',
  'dock:update',
  'vms:read',
  'vms:create',
  'tms_driver:read',
  'tms_driver:update',
  'delivery-order:read',
];

describe('matchesScope', () => {
  test.each([
    ['*:read', 'customer:read', true],
    ['*:read', 'customer:create', false],
    ['customer:*', 'customer:delete', true],
    ['customer:*', 'customers:read', false],
    ['*:*', 'tms_driver:update', true],
    ['delivery-order:read', 'delivery-order:read', true],
    ['delivery:*', 'delivery-order:read', false],
    ['*', 'customer:read', false],
  ])('%s ~ %s: %s', (pattern, scope, expected) =>
    expect(matchesScope(pattern, scope)).toBe(expected),
  );
});

describe('expandScopes', () => {
  test.each<[string, string[], string[]]>([
    [
      'plain scopes stay, known or not',
      ['customer:read', 'legacy:thing'],
      ['customer:read', 'legacy:thing'],
    ],
    [
      'a pattern takes every known scope it matches',
      ['*:read'],
      ['customer:read', 'delivery-order:read', 'dock:read', 'tms_driver:read', 'vms:read'],
    ],
    [
      'an exclusion wins over a pattern',
      ['*:read', '!vms:*', '!tms_driver:*'],
      ['customer:read', 'delivery-order:read', 'dock:read'],
    ],
    ['an exclusion wins over a plain scope too', ['vms:read', '!vms:*'], []],
    ['a resource pattern', ['customer:*'], ['customer:create', 'customer:delete', 'customer:read']],
    ['a role', ['@reader'], ['customer:read', 'delivery-order:read', 'dock:read']],
    [
      'a role plus a personal scope',
      ['@reader', 'dock:update'],
      ['customer:read', 'delivery-order:read', 'dock:read', 'dock:update'],
    ],
    ['an unknown role grants nothing', ['@ghost'], []],
    ['nothing', [], []],
  ])('%s', (_, entries, expected) =>
    expect(expandScopes(entries, KNOWN, { reader: ['*:read', '!vms:*', '!tms_driver:*'] })).toEqual(
      expected,
    ),
  );

  test('a scope added to the known list is covered by the patterns at once', () => {
    const before = expandScopes(['@reader'], KNOWN, { reader: ['*:read'] });
    const after = expandScopes(['@reader'], [...KNOWN, 'bay:read', 'bay:create'], {
      reader: ['*:read'],
    });
    expect(after.filter((s) => !before.includes(s))).toEqual(['bay:read']);
  });

  test('roles do not name other roles', () => {
    expect(withRoles(['@a'], { a: ['@b', 'x:read'], b: ['*:*'] })).toEqual(['x:read']);
  });
});

describe('the entry grammar', () => {
  test.each([
    ['customer:read', true],
    ['*:read', true],
    ['customer:*', true],
    ['!vms:*', true],
    ['@viewer', true],
    ['delivery-order:read', true],
    ['Customer:read', false],
    ['customer', false],
    ['!@viewer', false],
    ['*', false],
    ['customer:read ', false],
  ])('%s: %s', (entry, expected) => expect(isScopeEntry(entry)).toBe(expected));

  test("is the user schema's rule for scopes", () => {
    const user = JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../../../../schemas/user.schema.json'),
        'utf8',
      ),
    );
    expect(user.properties.scopes.items.pattern).toBe(SCOPE_ENTRY_PATTERN);
  });
});
