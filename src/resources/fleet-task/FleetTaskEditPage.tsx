// The task's edit form at /fleet-task/:id/edit (the task's own page took /fleet-task/:id): the
// generated form cut to what the task's status lets change (editableFields: before the start the
// driver, vehicle, vendor, planned start, note and removing orders; on the road the driver, vehicle
// and note; nothing once finished: the number alone, read-only). No status select, no activity fields: those are the server's.
// A refusal the catalogue words is shown on its field and in the toast (dataProviders/errors.ts).
import { useMemo } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useParams, useTranslate } from 'ra-core';
import { AccessDenied, Loading } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import type { ResourceDef } from '../../generated/registry.ts';
import { EditPage } from '../views/GenericEdit.tsx';
import { useAbilities } from '../views/useAbilities.ts';
import {
  editableFields,
  isFleetTaskStatus,
  type FleetTaskStatus,
} from '../../domain/fleet-task/statusMachine.ts';
import { FLEET_TASK, fleetTaskPagePath, type FleetTaskDetail } from './contracts.ts';

/**
 * The resource's definition with only the fields the status lets change (what the form draws and
 * sends), and the task's number, read-only, to say which task it is.
 */
export function editDefFor(def: ResourceDef, status: FleetTaskStatus): ResourceDef {
  const allowed: readonly string[] = editableFields(status);
  const properties = Object.fromEntries(
    Object.entries(def.schema.properties).filter(
      ([name]) => allowed.includes(name) || name === 'number',
    ),
  );
  return {
    ...def,
    // Only a Draf task may be deleted (the server refuses the others): no Delete button on them.
    operations:
      status === 'DRAFT' ? def.operations : def.operations.filter((op) => op !== 'delete'),
    schema: {
      ...def.schema,
      properties,
      required: (def.schema.required ?? []).filter((name) => allowed.includes(name)),
    },
  } as ResourceDef;
}

export default function FleetTaskEditPage({ def }: ViewProps) {
  const abilities = useAbilities(def);
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  const valid = !!id && /^\d+$/.test(id);
  const { data: task, isPending } = useGetOne<FleetTaskDetail>(
    FLEET_TASK,
    { id: Number(id) },
    // The status decides the form: read it fresh, never an earlier page's copy (the form shares the query).
    { enabled: valid && abilities.edit, refetchOnMount: 'always' },
  );
  const raw = task?.status?.name;
  const status: FleetTaskStatus = isFleetTaskStatus(raw) ? raw : 'DRAFT';
  const editDef = useMemo(() => editDefFor(def, status), [def, status]);
  if (!abilities.edit) return <AccessDenied />;
  if (valid && isPending) return <Loading />;
  const t = (key: string) => translate(`custom.fleet_task.screens.edit_rules.${key}`);
  const back = (
    <Button
      component={RouterLink}
      to={task ? fleetTaskPagePath(task.id) : '/fleet-task'}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate('custom.fleet_task.screens.edit_rules.back')}
    </Button>
  );
  // A finished task keeps the form with its number only (read-only): the line above says nothing changes.
  return (
    <Stack spacing={1} sx={{ pt: 2, minWidth: 0 }}>
      {back}
      <Alert severity="info">{t(status)}</Alert>
      <EditPage def={editDef} />
    </Stack>
  );
}
