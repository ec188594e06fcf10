// The fleet task's edit form offers only what its status lets change (issue 26): the fields of
// editableFields, and Delete on a Draf task only (the server refuses deleting any other).
import { describe, expect, test } from 'vitest';
import { resources } from '../../../src/generated/registry.ts';
import { editDefFor } from '../../../src/resources/fleet-task/FleetTaskEditPage.tsx';
import { editableFields } from '../../../src/domain/fleet-task/statusMachine.ts';

const def = resources['fleet-task']!;

describe('the fleet-task edit form by status', () => {
  test.each(['DRAFT', 'SCHEDULED', 'STARTED', 'COMPLETED', 'CANCELED'] as const)(
    '%s: its fields and whether it may be deleted',
    (status) => {
      const edit = editDefFor(def, status);
      expect(Object.keys(edit.schema.properties).sort()).toEqual(
        [...editableFields(status), 'number']
          .filter((f) => Object.hasOwn(def.schema.properties, f))
          .sort(),
      );
      expect(edit.operations.includes('delete')).toBe(
        status === 'DRAFT' && def.operations.includes('delete'),
      );
    },
  );
});
