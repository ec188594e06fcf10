// One task of the driver's day at /driver/task/:id: the card in full (orders, start, activities).
// The driver may read only their own tasks of today, so the task comes from that same list.
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TaskCard } from './TaskCard';
import { useDriverToday } from './useDriverTasks';

export function DriverTaskPage() {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  const { data, isPending, isError, refetch } = useDriverToday();
  const task = data?.find((t) => String(t.id) === id);
  return (
    <Box>
      <Button
        component={RouterLink}
        to="/"
        startIcon={<ArrowBackIcon />}
        sx={{ minHeight: 44, mb: 1, textTransform: 'none' }}
      >
        {translate('custom.driver.task.back')}
      </Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('custom.driver.task.title')}
      </Typography>
      {isPending ? (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}
        >
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('custom.driver.today.loading')}</Typography>
        </Box>
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 44 }}>
              {translate('custom.driver.today.retry')}
            </Button>
          }
        >
          {translate('custom.driver.today.failed')}
        </Alert>
      ) : task ? (
        <TaskCard task={task} now={new Date()} />
      ) : (
        <Alert severity="info">{translate('custom.driver.task.not_found')}</Alert>
      )}
    </Box>
  );
}
