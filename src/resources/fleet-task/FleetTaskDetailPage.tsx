// Fleet Task Detail (delivery-order.md §2, docs/fleet-tasks.md "Screens") at /fleet-task/:id, query
// isSetNavsource=false: the task's number, status and share button, its resources, its orders (links
// to Delivery Detail that bring Back here, unless isSetNavsource=false) and its activities, with the
// dispatcher's intervention on a STARTED task. Driver and vehicle are edited in the generated form.
import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useLocation, useParams, useRefresh, useTranslate } from 'ra-core';
import { Loading } from 'react-admin';
import type { ViewProps } from '../overrides.ts';
import { useAbilities } from '../views/useAbilities.ts';
import {
  isFleetTaskStatus,
  ordersRemovable,
  workable,
} from '../../domain/fleet-task/statusMachine.ts';
import { FLEET_TASK, fleetTaskEditPath, type FleetTaskDetail } from './contracts.ts';
import { FleetTaskStatusChip } from './FleetTaskStatusChip.tsx';
import { ShareButton } from './ShareButton.tsx';
import { TaskResources } from './TaskResources.tsx';
import { TaskOrders } from './TaskOrders.tsx';
import { TaskActivities } from './TaskActivities.tsx';
import { InterventionDialog } from './InterventionDialog.tsx';
import { TaskMap } from './TaskMap.tsx';

/** isSetNavsource=false: the order links do not send Back here again (the page was reached by Back). */
export const setsNavsource = (search: string): boolean =>
  new URLSearchParams(search).get('isSetNavsource') !== 'false';

export default function FleetTaskDetailPage({ def }: ViewProps) {
  const { id } = useParams<{ id: string }>();
  const { search } = useLocation();
  const translate = useTranslate();
  const refresh = useRefresh();
  const abilities = useAbilities(def);
  const [intervening, setIntervening] = useState<number | null>(null);
  const valid = !!id && /^\d+$/.test(id);
  const {
    data: task,
    isPending,
    error,
  } = useGetOne<FleetTaskDetail>(FLEET_TASK, { id: Number(id) }, { enabled: valid });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.fleet_task.screens.${key}`, options);

  const back = (
    <Button
      component={RouterLink}
      to="/fleet-task"
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('back')}
    </Button>
  );
  if (valid && isPending) return <Loading />;
  if (error || !task) {
    const status = valid ? (error as { status?: number } | null)?.status : 404;
    return (
      // No component="main": the shell's layout is the page's one main landmark.
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        {back}
        <Alert severity={status === 404 || !task ? 'warning' : 'error'}>
          {t(status === 404 ? 'not_found' : 'load_failed')}
        </Alert>
      </Stack>
    );
  }

  const status = isFleetTaskStatus(task.status?.name) ? task.status.name : 'DRAFT';
  const canIntervene = abilities.edit && workable(status);
  const canEdit = abilities.edit && ordersRemovable(status);
  const number = task.number ?? String(task.id);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('title', { number })}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'flex', alignItems: 'center' }}>
          <Box component="dt" sx={visuallyHidden}>
            {t('orders.status')}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            <FleetTaskStatusChip status={status} />
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {canEdit && (
          <Button component={RouterLink} to={fleetTaskEditPath(task.id)} startIcon={<EditIcon />}>
            {t('edit')}
          </Button>
        )}
        <ShareButton task={task} />
      </Box>
      <TaskMap taskId={task.id} number={number} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <TaskResources task={task} />
          <TaskOrders
            orders={task.orders ?? []}
            taskId={task.id}
            setNavsource={setsNavsource(search)}
          />
        </Stack>
        <TaskActivities
          activities={task.activities ?? []}
          orders={task.orders ?? []}
          onIntervene={canIntervene ? setIntervening : undefined}
        />
      </Box>
      {intervening !== null && (
        <InterventionDialog
          taskId={task.id}
          sequence={intervening}
          onClose={() => setIntervening(null)}
          onDone={() => {
            setIntervening(null);
            refresh();
          }}
        />
      )}
    </Stack>
  );
}
