// The user resource's renderers (rank 20, this resource's own): the scopes as a role and further
// entries. Handed to the user's own views (not registered for every generated view through the
// override's `registry`), so no other page waits for them.
import { defaultEntries } from '../registry/defaultEntries.tsx';
import { RANK, type RegistryEntry } from '../registry/types.ts';
import { propertyIs, rankWith } from '../registry/testers.ts';
import { RoleScopesField } from './RoleScopesField.tsx';
import { ScopesInput } from './ScopesInput.tsx';

/** The default renderers and the user's own. */
export const userEntries: readonly RegistryEntry[] = [
  ...defaultEntries,
  {
    name: 'user:scopes',
    tester: rankWith(RANK.override, propertyIs('user', 'scopes')),
    field: RoleScopesField,
    input: ScopesInput,
  },
];
