// The outbox, entry by entry in the order they are sent: what it is, when it was saved, its photos,
// and for a refused one why (a conflict: the task changed meanwhile) with 'Kirim ulang' and
// 'Buang' (after a confirmation). Nothing is dropped without the driver's say.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { fleetTaskErrorKey, firstKnownIssue } from '../../../domain/fleet-task/errors';
import { dayTime } from '../format';
import type { OutboxEntry, OutboxPhoto } from './outbox';
import { useOutbox } from './OutboxProvider';

export function OutboxList({ entries }: { entries: OutboxEntry[] }) {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {entries.map((entry) => (
        <Box component="li" key={entry.id}>
          <OutboxItem entry={entry} />
        </Box>
      ))}
    </Box>
  );
}

function useTitle(entry: OutboxEntry): string {
  const translate = useTranslate();
  if (entry.kind === 'start')
    return translate('custom.driver.offline.entry_start', { number: entry.taskNumber ?? '' });
  const place = entry.place ?? entry.orderNumber ?? `#${entry.sequence}`;
  return translate(
    entry.activityType === 'PICKUP'
      ? 'custom.driver.offline.entry_pickup'
      : 'custom.driver.offline.entry_drop',
    { place },
  );
}

function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const translate = useTranslate();
  const { retry, discard } = useOutbox();
  const [confirming, setConfirming] = useState(false);
  const title = useTitle(entry);
  const refused = entry.state !== 'pending';
  const code = refused ? firstKnownIssue(entry.problem?.body) : undefined;
  const reason = code ? translate(fleetTaskErrorKey(code), { _: '' }) : '';
  return (
    <Box
      sx={{
        border: 1,
        borderColor: refused ? 'error.main' : 'divider',
        borderRadius: 1,
        p: 1.5,
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{ ml: 'auto', fontWeight: 600, color: refused ? 'error.main' : 'text.secondary' }}
        >
          {translate(`custom.driver.offline.state_${entry.state}`)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('custom.driver.offline.queued_at', {
          time: dayTime(entry.queuedAt, new Date(), translate('custom.driver.today.today')),
        })}
      </Typography>
      {entry.photos?.length ? <Thumbnails photos={entry.photos} name={title} /> : null}
      {refused ? (
        <>
          <Alert severity="error">
            {translate(
              entry.state === 'conflict'
                ? 'custom.driver.offline.conflict_explain'
                : 'custom.driver.offline.failed_explain',
            )}
            {reason ? (
              <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
                {translate('custom.driver.offline.reason', { reason })}
              </Box>
            ) : null}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={() => void retry(entry.id!)}
              sx={{ minHeight: 44 }}
            >
              {translate('custom.driver.offline.retry')}
            </Button>
            <Button color="error" onClick={() => setConfirming(true)} sx={{ minHeight: 44 }}>
              {translate('custom.driver.offline.discard')}
            </Button>
          </Box>
          <Confirm
            isOpen={confirming}
            title="custom.driver.offline.discard_title"
            content="custom.driver.offline.discard_content"
            confirm="custom.driver.offline.discard"
            onConfirm={() => {
              setConfirming(false);
              void discard(entry.id!);
            }}
            onClose={() => setConfirming(false)}
          />
        </>
      ) : null}
    </Box>
  );
}

function Thumbnails({ photos, name }: { photos: OutboxPhoto[]; name: string }) {
  const translate = useTranslate();
  const urls = useMemo(
    () => photos.map((p) => URL.createObjectURL(new Blob([p.data], { type: p.type }))),
    [photos],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {urls.map((url, i) => (
        <Box
          component="img"
          key={url}
          src={url}
          alt={translate('custom.driver.offline.photo', { index: i + 1, name })}
          sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, border: 1 }}
        />
      ))}
    </Box>
  );
}
