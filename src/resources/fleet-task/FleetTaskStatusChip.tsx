// The task's status as a chip (Draf, Dijadwalkan, Dijalankan, Selesai, Dibatalkan).
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'ra-core';
import { isFleetTaskStatus, type FleetTaskStatus } from '../../domain/fleet-task/statusMachine.ts';

const COLORS: Record<FleetTaskStatus, ChipProps['color']> = {
  DRAFT: 'default',
  SCHEDULED: 'info',
  STARTED: 'warning',
  COMPLETED: 'success',
  CANCELED: 'error',
};

export function FleetTaskStatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  if (!isFleetTaskStatus(status)) return null;
  return <Chip size="small" color={COLORS[status]} label={translate(`custom.fleet_task.screens.status.${status}`)} data-status={status} sx={{ fontWeight: 600 }} />;
}
