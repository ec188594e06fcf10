// Starting a SCHEDULED task: a big button, a confirmation, then POST …/start. A refusal shows the
// catalogue's message for its issue code (e.g. the driver is already on another started task).
import { useState } from 'react';
import { Button } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { fleetTaskErrorKey, firstKnownIssue } from '../../domain/fleet-task/errors';
import { errorBody, useStartTask } from './useDriverTasks';
import type { DriverTask } from './types';

export function StartTaskButton({ task }: { task: DriverTask }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const start = useStartTask();

  const confirm = () => {
    setOpen(false);
    start.mutate(task, {
      // Kept on the phone: the hook says so (this button is gone once the task shows started).
      onSuccess: ({ queued }) => {
        if (!queued) notify('custom.driver.start.success', { type: 'success' });
      },
      onError: (error) => {
        const code = firstKnownIssue(errorBody(error));
        const generic = translate('custom.driver.start.failed');
        const text = code ? translate(fleetTaskErrorKey(code), { _: generic }) : generic;
        notify(text, { type: 'error', messageArgs: { _: text } });
      },
    });
  };

  return (
    <>
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<PlayArrowIcon />}
        disabled={start.isPending}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 52, fontSize: '1rem', fontWeight: 700 }}
      >
        {translate('custom.driver.start.button')}
      </Button>
      <Confirm
        isOpen={open}
        title="custom.driver.start.confirm_title"
        titleTranslateOptions={{ number: task.number ?? '' }}
        content="custom.driver.start.confirm_content"
        confirm="custom.driver.start.confirm"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
