// The generated edit form (driver, vehicle, vendor, planned start, note) at /fleet-task/:id/edit:
// the task's own page took /fleet-task/:id, react-admin's edit route.
import { AccessDenied } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import GenericEdit from '../views/GenericEdit.tsx';
import { useAbilities } from '../views/useAbilities.ts';

export default function FleetTaskEditPage({ def }: ViewProps) {
  const abilities = useAbilities(def);
  return abilities.edit ? <GenericEdit def={def} /> : <AccessDenied />;
}
