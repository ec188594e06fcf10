// The alert's video status line (spec §2, §4 "Media polling"): what the media rule is doing
// (loading, checking, requesting, waiting, complete, failed, timeout) and the user's actions: watch
// (complete), request (waiting, timeout, failed), check again (the same). Nothing for an alert
// without media. The rule runs in useAlertMedia; the video opens in VideoModal.
import { useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'ra-core';
import { alertHasMedia, MAX_CHECKS, type MediaStatus } from '../../../domain/alerts/media';
import type { RawAlert } from '../types';
import { asMediaAlert, type MediaAlert } from './types';
import { useAlertMedia } from './useAlertMedia';
import { useAlertClient } from '../alertClient';
import { useAlertQuery } from '../useAlertQuery';
import { mediaOf } from './mediaApi';
import { VideoModal } from './VideoModal';

const BUSY: readonly MediaStatus[] = ['loading', 'checking', 'requesting'];
const TONE: Record<MediaStatus, 'text.secondary' | 'success.main' | 'error.main'> = {
  loading: 'text.secondary',
  checking: 'text.secondary',
  requesting: 'text.secondary',
  waiting: 'text.secondary',
  complete: 'success.main',
  failed: 'error.main',
  timeout: 'error.main',
};

export function AlertMediaStatus({ alert }: { alert: RawAlert }) {
  if (!alertHasMedia(alert.alertCode)) return null;
  return <MediaLoader alert={alert} />;
}

/** Reads the alert's media fields itself, so any list's alert will do (popups, the detail page). */
function MediaLoader({ alert }: { alert: RawAlert }) {
  const client = useAlertClient();
  const query = useAlertQuery(() => mediaOf(client, alert.id), String(alert.id));
  if (query.loading) return <StatusText status="loading" retryCount={0} />;
  const fields = query.data;
  // A device without the alert's camera (canCheck false): the alert has no media to show.
  if (fields?.canCheck === false) return null;
  if (!fields) return <StatusText status="failed" retryCount={0} />;
  return <MediaStatusLine alert={{ ...asMediaAlert(alert), ...fields }} />;
}

/** The status words with their icon, as a polite live region. */
function StatusText({ status, retryCount }: { status: MediaStatus; retryCount: number }) {
  const translate = useTranslate();
  const icon = BUSY.includes(status) ? (
    <CircularProgress size={16} aria-hidden />
  ) : status === 'complete' ? (
    <VideocamIcon fontSize="small" aria-hidden />
  ) : (
    <VideocamOffIcon fontSize="small" aria-hidden />
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      role="status"
      aria-live="polite"
      data-testid="alert-media-text"
      sx={{ alignItems: 'center', color: TONE[status], minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexShrink: 0 }}>{icon}</Box>
      <Typography variant="body2" sx={{ color: 'inherit', overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 500 }}>
          {translate('custom.alerts.media.label')}:
        </Box>{' '}
        {translate(`custom.alerts.media.status.${status}`, {
          count: Math.min(retryCount + 1, MAX_CHECKS),
          max: MAX_CHECKS,
        })}
      </Typography>
    </Stack>
  );
}

function MediaStatusLine({ alert }: { alert: MediaAlert }) {
  const translate = useTranslate();
  const media = useAlertMedia(alert);
  const [watching, setWatching] = useState(false);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid="alert-media-status"
      data-status={media.status}
      sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
    >
      <StatusText status={media.status} retryCount={media.retryCount} />
      {media.canWatch && (
        <Button
          size="small"
          variant="contained"
          startIcon={<PlayCircleIcon />}
          onClick={() => setWatching(true)}
        >
          {translate('custom.alerts.media.actions.watch')}
        </Button>
      )}
      {media.canRequest && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<CloudDownloadIcon />}
          onClick={media.request}
        >
          {translate('custom.alerts.media.actions.request')}
        </Button>
      )}
      {media.canCheck && (
        <Button size="small" startIcon={<RefreshIcon />} onClick={media.check}>
          {translate('custom.alerts.media.actions.check')}
        </Button>
      )}
      {media.videoUrl && watching && (
        <VideoModal open onClose={() => setWatching(false)} url={media.videoUrl} alert={alert} />
      )}
    </Stack>
  );
}
