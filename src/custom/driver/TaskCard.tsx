// One of the driver's tasks: number, status, planned start, vehicle and the orders (origin →
// destination); a SCHEDULED task has the start button, a STARTED one its activities. On the list
// it links to the task's own screen.
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { startable, workable } from '../../domain/fleet-task/statusMachine';
import { ActivityList } from './ActivityList';
import { StartTaskButton } from './StartTaskButton';
import { StatusChip } from './StatusChip';
import { dayTime, placeName } from './format';
import { driverTaskPath } from './paths';
import type { DriverTask } from './types';
import { visuallyHidden } from '@mui/utils';

export interface TaskCardProps {
  task: DriverTask;
  now: Date;
  /** On the list: a link to the task's screen, and the activities only once started. */
  summary?: boolean;
}

export function TaskCard({ task, now, summary = false }: TaskCardProps) {
  const translate = useTranslate();
  const status = task.status.name;
  const headingId = `driver-task-${task.id}`;
  const start = dayTime(task.planned_start_on, now, translate('custom.driver.today.today'));
  const showActivities = !summary || workable(status);
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography
            id={headingId}
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {task.number ?? `#${task.id}`}
          </Typography>
          <StatusChip status={status} />
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mt: 1,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate('custom.driver.task.planned_start')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {start ? (
              <time dateTime={task.planned_start_on ?? undefined}>{start}</time>
            ) : (
              translate('custom.driver.task.not_set')
            )}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate('custom.driver.task.vehicle')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {task.vehicle_plate || translate('custom.driver.task.not_set')}
          </Typography>
        </Box>
        {task.orders.length ? (
          <Box
            component="section"
            aria-labelledby={`${headingId}-orders ${headingId}`}
            sx={{ mt: 1.5 }}
          >
            <Typography
              id={`${headingId}-orders`}
              component="h3"
              variant="subtitle2"
              sx={{ fontWeight: 700 }}
            >
              {translate('custom.driver.task.orders')}
            </Typography>
            <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {task.orders.map((order) => (
                <Box
                  component="li"
                  key={order.id}
                  sx={{
                    py: 0.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-child': { borderBottom: 0 },
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {order.number}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {placeName(order.origin_address) || '-'} <span aria-hidden>→</span>{' '}
                    <Box component="span" sx={visuallyHidden}>
                      {translate('custom.driver.task.to')}
                    </Box>{' '}
                    {placeName(order.destination_address) || '-'}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ) : null}
        {startable(status) ? (
          <Box sx={{ mt: 2 }}>
            <StartTaskButton task={task} />
          </Box>
        ) : null}
        {showActivities && task.activities.length ? (
          <ActivityList task={task} headingLevel="h3" now={now} />
        ) : null}
        {summary ? (
          <Button
            component={RouterLink}
            to={driverTaskPath(task.id)}
            endIcon={<ArrowForwardIcon />}
            aria-describedby={headingId}
            size="large"
            fullWidth
            sx={{ mt: 1.5, minHeight: 44, justifyContent: 'center' }}
          >
            {translate('custom.driver.task.open')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
