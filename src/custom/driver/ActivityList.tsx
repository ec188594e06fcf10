// A task's activities in route order: pickup or drop, the place, the order, the status; a done one
// shows when ('Hari ini 09:12') and a check; the next open one of a started task has 'Selesaikan',
// which opens the completion form.
import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import SkippedIcon from '@mui/icons-material/DoNotDisturbAlt';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate } from 'ra-core';
import { workable } from '../../domain/fleet-task/statusMachine';
import { nextActivity } from './completionRules';
import { CompletionDialog } from './CompletionDialog';
import { dayTime, placeName } from './format';
import type { DriverActivity, DriverTask } from './types';

export interface ActivityListProps {
  task: DriverTask;
  headingLevel: 'h2' | 'h3';
  /** The clock, passed in so 'Hari ini' is testable. */
  now: Date;
}

export function ActivityList({ task, headingLevel, now }: ActivityListProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState<DriverActivity | null>(null);
  const next = workable(task.status.name) ? nextActivity(task.activities) : undefined;
  // The region is named 'Aktivitas FT/…' (its heading and the card's): unique among the cards.
  const headingId = `driver-task-${task.id}-activities`;
  const orderOf = (activity: DriverActivity) =>
    task.orders.find((o) => o.id === activity.delivery_order_id);
  return (
    <Box component="section" aria-labelledby={`${headingId} driver-task-${task.id}`} sx={{ mt: 2 }}>
      <Typography
        id={headingId}
        component={headingLevel}
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {translate('custom.driver.task.activities')}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {task.activities.map((activity) => {
          const isNext = activity === next;
          const order = orderOf(activity);
          return (
            <Box
              component="li"
              key={activity.sequence}
              sx={{
                border: 1,
                borderColor: isNext ? 'primary.main' : 'divider',
                borderWidth: isNext ? 2 : 1,
                borderRadius: 1,
                p: 1.5,
                bgcolor: 'background.paper',
              }}
            >
              <ActivityRow activity={activity} orderNumber={order?.number ?? undefined} now={now} />
              {isNext ? (
                <Button
                  variant="contained"
                  size="large"
                  fullWidth
                  onClick={() => setOpen(activity)}
                  sx={{ mt: 1.5, minHeight: 48, fontWeight: 700 }}
                >
                  {translate('custom.driver.activity.complete')}
                </Button>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {open ? (
        <CompletionDialog
          task={task}
          activity={open}
          order={orderOf(open)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Box>
  );
}

function ActivityRow({
  activity,
  orderNumber,
  now,
}: {
  activity: DriverActivity;
  orderNumber?: string;
  now: Date;
}) {
  const translate = useTranslate();
  const done = activity.status === 'COMPLETED';
  const skipped = activity.status === 'SKIPPED';
  const Icon = done
    ? CheckCircleIcon
    : skipped
      ? SkippedIcon
      : activity.queued === 'pending'
        ? CloudUploadIcon
        : RadioButtonUncheckedIcon;
  const address = activity.address;
  // A completion waiting in the outbox (or refused there) says so instead of 'Belum Selesai'.
  const queued = activity.queued;
  const statusLabel = queued
    ? translate(
        queued === 'pending'
          ? 'custom.driver.offline.activity_pending'
          : 'custom.driver.offline.activity_refused',
      )
    : translate(`resources.fleet-task.enums.activities.status.${activity.status}`, {
        _: activity.status,
      });
  const when = done
    ? dayTime(activity.completed_on, now, translate('custom.driver.today.today'))
    : '';
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Icon aria-hidden sx={{ mt: 0.25, color: done ? 'success.dark' : 'text.secondary' }} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {translate(`resources.fleet-task.enums.activities.type.${activity.type}`, {
              _: activity.type,
            })}
          </Typography>
          {activity.is_transit ? (
            <Chip
              size="small"
              label={translate('custom.driver.activity.transit')}
              sx={{ bgcolor: '#f3e5f5', color: '#5b1385' }}
            />
          ) : null}
          <Typography
            component="span"
            variant="body2"
            sx={{
              ml: 'auto',
              fontWeight: 600,
              color: done
                ? 'success.dark'
                : queued === 'pending'
                  ? '#7a3e00' // 8.3:1 on white; warning.dark is 3.8:1
                  : queued
                    ? 'error.main'
                    : 'text.secondary',
            }}
          >
            {statusLabel}
          </Typography>
        </Box>
        {address?.name ? (
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {placeName(address)}
          </Typography>
        ) : null}
        {address?.address ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {address.address}
          </Typography>
        ) : null}
        {orderNumber ? (
          <Typography variant="body2">
            {translate('custom.driver.activity.order', { number: orderNumber })}
          </Typography>
        ) : null}
        {when ? (
          <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
            <time dateTime={activity.completed_on ?? undefined}>
              {translate('custom.driver.activity.completed_at', { time: when })}
            </time>
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
