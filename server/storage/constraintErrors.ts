// The database's constraint violations as the API's field-keyed errors: a unique index names its
// field (not-unique), a foreign key its reference (not-found), a restricted delete is 409 in-use.
import { ApiError, badRequest, isPgError } from '../errors.ts';
import type { ResourceDef } from '../../src/generated/registry.ts';
import { foreignKeyName, uniqueIndexName } from './migrate.ts';

export class ConstraintErrors {
  private readonly uniqueByIndex = new Map<string, string>();
  private readonly referenceByConstraint = new Map<string, string>();

  constructor(def: ResourceDef) {
    for (const field of def.unique) this.uniqueByIndex.set(uniqueIndexName(def, field), field);
    for (const field of Object.keys(def.references))
      this.referenceByConstraint.set(foreignKeyName(def, field), field);
  }

  /** Maps constraint violations to the API's codes; rethrows anything else. */
  translate(error: unknown, operation: 'write' | 'delete'): never {
    if (isPgError(error)) {
      if (error.code === '23505') {
        const field = (error.constraint && this.uniqueByIndex.get(error.constraint)) ?? 'id';
        throw badRequest({ [field]: 'not-unique' });
      }
      // ON DELETE RESTRICT raises 23001 (restrict_violation); NO ACTION raises 23503.
      if (operation === 'delete' && (error.code === '23001' || error.code === '23503'))
        throw new ApiError(409, { id: 'in-use' });
      if (error.code === '23503') {
        const field =
          (error.constraint && this.referenceByConstraint.get(error.constraint)) ?? 'id';
        throw badRequest({ [field]: 'not-found' });
      }
    }
    throw error;
  }
}
