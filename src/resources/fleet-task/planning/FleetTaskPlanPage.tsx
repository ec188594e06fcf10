// The planning screen at /fleet-task/create (docs/fleet-tasks.md "Planning"): pick confirmed orders,
// check them against a box type's capacity, give the task a driver and a vehicle, order its pickups
// and drops, and save it as Draf or Dijadwalkan. Orders and filters on the left, the task on the right
// at 1366 px; one column on a phone.
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { usePlanning } from './usePlanning.ts';
import { OrderPicker } from './OrderPicker.tsx';
import { CapacityPanel } from './CapacityPanel.tsx';
import { PlanResourcesCard } from './PlanResourcesCard.tsx';
import { RouteEditor } from './RouteEditor.tsx';

export default function FleetTaskPlanPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`custom.fleet_task.plan.${key}`);
  const planning = usePlanning();

  return (
    <Stack spacing={2} sx={{ py: 2, minWidth: 0 }}>
      <Button
        component={RouterLink}
        to="/fleet-task"
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('back')}
      </Button>
      <div>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('subtitle')}
        </Typography>
      </div>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <OrderPicker planning={planning} />
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <CapacityPanel planning={planning} />
          <PlanResourcesCard planning={planning} />
          <RouteEditor planning={planning} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button
              variant="outlined"
              disabled={planning.saving}
              onClick={() => void planning.save('DRAFT')}
            >
              {t('actions.draft')}
            </Button>
            <Button
              variant="contained"
              disabled={planning.saving}
              onClick={() => void planning.save('SCHEDULED')}
              aria-describedby="plan-schedule-hint"
            >
              {t('actions.schedule')}
            </Button>
          </Stack>
          <Typography
            id="plan-schedule-hint"
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'right' }}
          >
            {t('actions.schedule_hint')}
          </Typography>
        </Stack>
      </Box>
    </Stack>
  );
}
