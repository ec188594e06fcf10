// The database's constraint violations as the API's errors (server/storage/constraintErrors.ts).
import { describe, expect, test } from 'vitest';
import { ConstraintErrors } from '../../../server/storage/constraintErrors.ts';
import { foreignKeyName, uniqueIndexName } from '../../../server/storage/migrate.ts';
import { resources } from '../../../src/generated/registry.ts';
import { ApiError } from '../../../server/errors.ts';

const def = resources.customer!;
const unique = def.unique[0]!;
const reference = Object.keys(def.references)[0]!;
const pgError = (code: string, constraint?: string) =>
  Object.assign(new Error(`pg ${code}`), { code, ...(constraint ? { constraint } : {}) });

function outcome(error: unknown, operation: 'write' | 'delete') {
  try {
    new ConstraintErrors(def).translate(error, operation);
  } catch (thrown) {
    if (thrown instanceof ApiError) return { status: thrown.status, errors: thrown.errors };
    return thrown;
  }
  return 'returned';
}

describe('ConstraintErrors.translate', () => {
  test('the fixture: customer has a unique field and a reference', () => {
    expect(unique).toBeDefined();
    expect(reference).toBeDefined();
  });

  test('a unique index names its field, not-unique; an unknown one is id', () => {
    expect(outcome(pgError('23505', uniqueIndexName(def, unique)), 'write')).toEqual({
      status: 400,
      errors: { [unique]: 'not-unique' },
    });
    expect(outcome(pgError('23505', 'some_other_key'), 'write')).toEqual({
      status: 400,
      errors: { id: 'not-unique' },
    });
    expect(outcome(pgError('23505'), 'write')).toEqual({
      status: 400,
      errors: { id: 'not-unique' },
    });
  });

  test('a foreign key on write names its reference, not-found; an unknown one is id', () => {
    expect(outcome(pgError('23503', foreignKeyName(def, reference)), 'write')).toEqual({
      status: 400,
      errors: { [reference]: 'not-found' },
    });
    expect(outcome(pgError('23503', 'some_other_fkey'), 'write')).toEqual({
      status: 400,
      errors: { id: 'not-found' },
    });
    expect(outcome(pgError('23503'), 'write')).toEqual({
      status: 400,
      errors: { id: 'not-found' },
    });
  });

  test('a delete that something still references is 409 in-use (RESTRICT and NO ACTION alike)', () => {
    expect(outcome(pgError('23503', foreignKeyName(def, reference)), 'delete')).toEqual({
      status: 409,
      errors: { id: 'in-use' },
    });
    expect(outcome(pgError('23001'), 'delete')).toEqual({ status: 409, errors: { id: 'in-use' } });
    // 23001 outside a delete is not ours to explain.
    const restrict = pgError('23001');
    expect(outcome(restrict, 'write')).toBe(restrict);
  });

  test('anything else is rethrown as it is', () => {
    for (const error of [
      pgError('22001'),
      pgError('23514', 'check'),
      new Error('boom'),
      'text',
      null,
    ]) {
      expect(outcome(error, 'write')).toBe(error);
      expect(outcome(error, 'delete')).toBe(error);
    }
  });
});
