// The alert's video (spec §2 "A video modal"): plate, fleet category, driver, GPS phone and IMEI
// above a native <video> with the console's own labelled controls (play/pause, mute, full screen,
// download of the signed URL), every one a button reachable by keyboard. Full screen on a phone.
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { LabelValueList } from '../../../resources/views/LabelValueList';
import type { MediaAlert } from './types';

export interface VideoModalProps {
  open: boolean;
  onClose: () => void;
  /** The signed URL of the stored video. */
  url: string;
  alert: MediaAlert;
}

/** The signed URL asking for a download (`download=1`: Content-Disposition attachment, docs/devices.md). */
export function downloadUrlOf(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

export function VideoModal({ open, onClose, url, alert }: VideoModalProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const plate = alert.vehicle?.licensePlate ?? alert.licensePlate ?? '-';
  const t = (key: string, options?: object) =>
    translate(`custom.alerts.media.modal.${key}`, options);
  const rows: [string, string][] = [
    [t('plate'), plate],
    [t('category'), alert.vehicle?.vehicleType?.category ?? '-'],
    [t('driver'), alert.driver?.fullname ?? alert.driverName ?? '-'],
    [t('gps_phone'), alert.vehicle?.gpsPhone ?? '-'],
    [t('imei'), alert.vehicle?.device?.imei ?? alert.vehicle?.imei ?? '-'],
  ];

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setBroken(true));
    else element.pause();
  };
  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };

  const control = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} sx={{ color: 'common.white' }}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="alert-video-title"
    >
      <DialogTitle id="alert-video-title">{t('title', { plate })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <LabelValueList
            rows={rows}
            sx={{
              gridTemplateColumns: { xs: 'minmax(110px, max-content) 1fr' },
              rowGap: 0.5,
            }}
          />
          <Box ref={frame} sx={{ bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden' }}>
            <Box
              component="video"
              ref={video}
              src={url}
              preload="metadata"
              playsInline
              aria-label={t('video', { plate })}
              onClick={togglePlay}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={() => setPlaying(false)}
              onError={() => setBroken(true)}
              data-testid="alert-video"
              sx={{
                display: 'block',
                width: '100%',
                maxHeight: fullscreen ? 'calc(100vh - 56px)' : { xs: '50vh', sm: 420 },
                aspectRatio: '16 / 9',
                bgcolor: 'common.black',
              }}
            />
            <Stack
              direction="row"
              role="toolbar"
              aria-label={t('controls')}
              sx={{ alignItems: 'center', px: 0.5, bgcolor: 'grey.900' }}
            >
              {control(
                t(playing ? 'pause' : 'play'),
                playing ? <PauseIcon /> : <PlayArrowIcon />,
                togglePlay,
              )}
              {control(
                t(muted ? 'unmute' : 'mute'),
                muted ? <VolumeOffIcon /> : <VolumeUpIcon />,
                toggleMute,
              )}
              <Box sx={{ flex: 1 }} />
              {control(
                t(fullscreen ? 'exit_fullscreen' : 'fullscreen'),
                fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />,
                toggleFullscreen,
              )}
            </Stack>
          </Box>
          {broken && <Alert severity="error">{t('unavailable')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          component="a"
          href={downloadUrlOf(url)}
          download={`${t('file_name', { id: alert.id })}.mp4`}
          startIcon={<DownloadIcon />}
          data-testid="alert-video-download"
        >
          {t('download')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
