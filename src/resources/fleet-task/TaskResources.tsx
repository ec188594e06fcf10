// The task's resources: status, driver and phone, vehicle plate, vendor, planned start, note.
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'ra-core';
import { ReferenceField, TextField } from 'react-admin';
import { formatDateTime } from '../../config/dates.ts';
import { LabelValueList } from '../views/LabelValueList.tsx';
import type { FleetTaskDetail } from './contracts.ts';

export function TaskResources({ task }: { task: FleetTaskDetail }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`custom.fleet_task.screens.resources.${key}`);
  const rows: [string, ReactNode][] = [
    [t('driver'), task.driver_name || '-'],
    [t('driver_phone'), task.driver_phone || '-'],
    [t('vehicle'), task.vehicle_plate || '-'],
    [
      t('vendor'),
      task.vendor_id ? (
        <RecordContextProvider key="vendor" value={task}>
          <ReferenceField source="vendor_id" reference="vendor" link={false} emptyText="-">
            <TextField source="name" />
          </ReferenceField>
        </RecordContextProvider>
      ) : (
        '-'
      ),
    ],
    [t('planned_start'), formatDateTime(task.planned_start_on) || '-'],
    [t('note'), task.note || '-'],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="fleet-task-resources">
      <CardContent>
        <Typography id="fleet-task-resources" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('title')}
        </Typography>
        <LabelValueList
          rows={rows}
          strongValues
          sx={{ gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' }, rowGap: 1 }}
        />
      </CardContent>
    </Card>
  );
}
