import { describe, expect, it } from 'vitest';
import { omitUnreadable, unreadableFields } from '../../../../src/domain/access/readableFields.ts';
import { resources } from '../../../../src/generated/registry.ts';

const def = { readScopes: { scopes: ['user:update'], secret: ['a:read', 'b:read'] } };

describe('field-level read permissions', () => {
  it.each([
    [['user:read'], ['scopes', 'secret']],
    [['user:read', 'user:update'], ['secret']],
    [['a:read'], ['scopes', 'secret']],
    [['a:read', 'b:read', 'user:update'], []],
    [undefined, ['scopes', 'secret']],
    [null, ['scopes', 'secret']],
  ])('with scopes %j the fields %j are unreadable', (scopes, expected) => {
    expect(unreadableFields(def, scopes)).toEqual(expected);
  });

  it('omits only the unreadable fields, without changing the record it was given', () => {
    const record = { id: 1, fullname: 'Vina', scopes: ['x:read'], secret: 's' };
    expect(omitUnreadable(def, ['user:update'], record)).toEqual({
      id: 1,
      fullname: 'Vina',
      scopes: ['x:read'],
    });
    expect(record).toEqual({ id: 1, fullname: 'Vina', scopes: ['x:read'], secret: 's' });
    expect(omitUnreadable({ readScopes: {} }, [], record)).toBe(record);
  });

  it('user.scopes, user.feature_flags and user.must_change_password need user:update, the scope that manages users', () => {
    expect(resources.user.readScopes).toEqual({
      scopes: ['user:update'],
      feature_flags: ['user:update'],
      must_change_password: ['user:update'],
    });
  });
});
