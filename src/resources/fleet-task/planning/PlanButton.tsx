// The list's way to the planning screen, for users who may plan (the route's scopes).
import AddIcon from '@mui/icons-material/Add';
import { usePermissions } from 'ra-core';
import { Button } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { holdsAll } from '../../../domain/access/scopes.ts';

export const PLAN_SCOPES = ['fleet-task:create', 'delivery-order:update'] as const;

export function PlanButton() {
  const { permissions } = usePermissions<string[]>();
  if (!holdsAll(permissions, PLAN_SCOPES)) return null;
  return (
    <Button component={RouterLink} to="/fleet-task/create" label="custom.fleet_task.plan.create">
      <AddIcon />
    </Button>
  );
}
