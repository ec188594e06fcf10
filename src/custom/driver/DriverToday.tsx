// The driver's home: today's tasks as cards (GET /fleet-task/driver/today), with loading, error
// and empty states and a refresh button.
import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'ra-core';
import { TaskCard } from './TaskCard';
import { useDriverToday } from './useDriverTasks';

export function DriverToday() {
  const translate = useTranslate();
  const { data, isPending, isError, isFetching, refetch } = useDriverToday();
  const now = new Date();
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {translate('custom.driver.today.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => void refetch()}
          disabled={isFetching}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          {translate('custom.driver.today.refresh')}
        </Button>
      </Box>
      <TaskListBody
        state={isPending ? 'loading' : isError ? 'error' : 'ready'}
        count={data?.length ?? 0}
        onRetry={() => void refetch()}
      >
        {data?.map((task) => (
          <TaskCard key={task.id} task={task} now={now} summary />
        ))}
      </TaskListBody>
    </Box>
  );
}

function TaskListBody({
  state,
  count,
  onRetry,
  children,
}: {
  state: 'loading' | 'error' | 'ready';
  count: number;
  onRetry: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  if (state === 'loading') {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}
      >
        <CircularProgress size={24} aria-hidden />
        <Typography>{translate('custom.driver.today.loading')}</Typography>
      </Box>
    );
  }
  if (state === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry} sx={{ minHeight: 44 }}>
            {translate('custom.driver.today.retry')}
          </Button>
        }
      >
        {translate('custom.driver.today.failed')}
      </Alert>
    );
  }
  if (count === 0) {
    return (
      <Box
        sx={{
          textAlign: 'center',
          py: 6,
          px: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Typography component="p" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('custom.driver.today.empty')}
        </Typography>
        <Typography color="text.secondary">
          {translate('custom.driver.today.empty_hint')}
        </Typography>
      </Box>
    );
  }
  return <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>;
}
