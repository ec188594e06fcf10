// The task's status as a chip (Draf, Dijadwalkan, Dijalankan, Selesai, Dibatalkan). Colours are
// dark text on a light tint (WCAG AA contrast; MUI's filled info/warning chips fall short).
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { isFleetTaskStatus, type FleetTaskStatus } from '../../domain/fleet-task/statusMachine.ts';

export type Tone = 'neutral' | 'info' | 'progress' | 'done' | 'stopped';

export const TONES: Record<Tone, { backgroundColor: string; color: string }> = {
  neutral: { backgroundColor: '#ECEFF1', color: '#263238' },
  info: { backgroundColor: '#E3F2FD', color: '#0D47A1' },
  progress: { backgroundColor: '#FFF3E0', color: '#7A3E00' },
  done: { backgroundColor: '#E8F5E9', color: '#1B5E20' },
  stopped: { backgroundColor: '#FFEBEE', color: '#B71C1C' },
};

const STATUS_TONES: Record<FleetTaskStatus, Tone> = {
  DRAFT: 'neutral',
  SCHEDULED: 'info',
  STARTED: 'progress',
  COMPLETED: 'done',
  CANCELED: 'stopped',
};

export function FleetTaskStatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  if (!isFleetTaskStatus(status)) return null;
  return (
    <Chip
      size="small"
      label={translate(`custom.fleet_task.screens.status.${status}`)}
      data-status={status}
      sx={{ ...TONES[STATUS_TONES[status]], fontWeight: 600 }}
    />
  );
}
