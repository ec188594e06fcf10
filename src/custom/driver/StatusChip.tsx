// A task's status in its schema label (Dijadwalkan, Dijalankan, …), dark text on a light fill so
// the contrast holds (WCAG AA) on every status.
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FleetTaskStatus } from '../../domain/fleet-task/statusMachine';

const COLORS: Record<FleetTaskStatus, { bgcolor: string; color: string }> = {
  DRAFT: { bgcolor: '#eeeeee', color: '#424242' },
  SCHEDULED: { bgcolor: '#e3f2fd', color: '#0d47a1' },
  STARTED: { bgcolor: '#fff3e0', color: '#8a3c00' },
  COMPLETED: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  CANCELED: { bgcolor: '#fdecea', color: '#8e1c1c' },
};

export function StatusChip({ status }: { status: FleetTaskStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`resources.fleet-task.enums.status.name.${status}`, { _: status })}
      sx={{ ...COLORS[status], fontWeight: 600 }}
    />
  );
}
