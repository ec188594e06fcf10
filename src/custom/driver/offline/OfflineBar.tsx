// The strip under the driver's top bar: online or offline, how many writes wait to be sent
// ('3 menunggu dikirim'), and the outbox itself on demand (OutboxList), opened by itself when the
// server refused one. Read by screen readers as a status region.
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslate } from 'ra-core';
import { dayTime } from '../format';
import { useDriverToday } from '../useDriverTasks';
import { pendingCount } from './overlay';
import { useOutbox } from './OutboxProvider';
import { OutboxList } from './OutboxList';

export function OfflineBar() {
  const translate = useTranslate();
  const { entries, online, flush } = useOutbox();
  const { savedAt } = useDriverToday();
  // Open by itself while the server refused one, until the driver closes it.
  const [choice, setChoice] = useState<boolean>();
  const waiting = pendingCount(entries);
  const refused = entries.length - waiting;
  const open = choice ?? refused > 0;
  const Icon = online ? CloudDoneIcon : CloudOffIcon;
  return (
    <Box
      component="section"
      aria-label={translate('custom.driver.offline.outbox_title')}
      sx={{ mb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          px: 1.5,
          py: 0.75,
          borderRadius: 1,
          border: 1,
          borderColor: online ? 'divider' : 'warning.main',
          bgcolor: online ? 'background.paper' : '#fff4e5',
        }}
      >
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0 }}
        >
          <Icon
            aria-hidden
            fontSize="small"
            sx={{ color: online ? 'success.dark' : 'warning.dark' }}
          />
          <Typography component="span" sx={{ fontWeight: 700 }} data-testid="driver-connection">
            {translate(online ? 'custom.driver.offline.online' : 'custom.driver.offline.offline')}
          </Typography>
          <Typography component="span" aria-hidden sx={{ color: 'text.secondary' }}>
            ·
          </Typography>
          <Typography component="span" data-testid="driver-outbox-count">
            {waiting > 0
              ? translate('custom.driver.offline.waiting', { smart_count: waiting })
              : translate('custom.driver.offline.none_waiting')}
          </Typography>
        </Box>
        {online && waiting > 0 ? (
          <Button size="small" onClick={() => void flush()} sx={{ minHeight: 44 }}>
            {translate('custom.driver.offline.send_now')}
          </Button>
        ) : null}
        {entries.length > 0 ? (
          <Button
            size="small"
            aria-expanded={open}
            onClick={() => setChoice(!open)}
            sx={{ minHeight: 44 }}
          >
            {translate(open ? 'custom.driver.offline.hide' : 'custom.driver.offline.show')}
          </Button>
        ) : null}
      </Box>
      {!online && savedAt ? (
        <Alert severity="warning">
          {translate('custom.driver.offline.saved_at', {
            time: dayTime(savedAt, new Date(), translate('custom.driver.today.today')),
          })}
        </Alert>
      ) : null}
      {open && entries.length > 0 ? <OutboxList entries={entries} /> : null}
    </Box>
  );
}
