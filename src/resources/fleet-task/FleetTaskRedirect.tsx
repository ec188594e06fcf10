// react-admin's show route of a task (/fleet-task/:id/show, which history links and saves lead to)
// goes to the task's own page, with the query string kept (isSetNavsource).
import { Navigate, useLocation, useParams } from 'ra-core';
import { fleetTaskPagePath } from './contracts.ts';

export default function FleetTaskRedirect() {
  const { id } = useParams<{ id?: string }>();
  const { search } = useLocation();
  return (
    <Navigate to={id !== undefined ? `${fleetTaskPagePath(id)}${search}` : '/fleet-task'} replace />
  );
}
