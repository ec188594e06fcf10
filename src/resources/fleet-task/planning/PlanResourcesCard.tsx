// The task's driver (a user of the Driver position; the server checks the driver scopes), vehicle
// plate, planned start and note, with the server's field errors under each.
import { Autocomplete, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Planning } from './usePlanning.ts';

export function PlanResourcesCard({ planning }: { planning: Planning }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`custom.fleet_task.plan.resources.${key}`);
  const { drivers, resources, setResources, errors } = planning;
  const set = (patch: Partial<typeof resources>) => setResources({ ...resources, ...patch });
  const err = (field: string) => errors.fields[field];
  const text = (field: string, hint?: string) =>
    err(field) ? translate(err(field)!, { max: 255 }) : hint;
  const driver = drivers.find((d) => d.id === resources.driverId) ?? null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="plan-resources-title">
      <CardContent>
        <Typography id="plan-resources-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('title')}
        </Typography>
        <Stack spacing={2}>
          <Autocomplete
            options={drivers}
            value={driver}
            onChange={(_, value) => set({ driverId: value ? Number(value.id) : null })}
            getOptionLabel={(d) => d.fullname}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={t('driver')}
                error={!!err('driver_user_id')}
                helperText={text('driver_user_id')}
              />
            )}
          />
          <TextField
            size="small"
            label={t('vehicle')}
            value={resources.plate}
            onChange={(e) => set({ plate: e.target.value.toUpperCase() })}
            error={!!err('vehicle_plate')}
            helperText={text('vehicle_plate', t('vehicle_hint'))}
            slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters' } }}
          />
          <TextField
            size="small"
            type="datetime-local"
            label={t('planned_start')}
            value={resources.plannedStart}
            onChange={(e) => set({ plannedStart: e.target.value })}
            error={!!err('planned_start_on')}
            helperText={text('planned_start_on')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label={t('note')}
            value={resources.note}
            onChange={(e) => set({ note: e.target.value })}
            error={!!err('note')}
            helperText={text('note')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
