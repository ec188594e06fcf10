// The proof photos' preview (delivery-order.md §2 "Proof tabs"): next and previous (also with the
// arrow keys), zoom in steps of 0.5 between 0.5 and 1.5, rotate 90°, download, Escape to close.
import { useEffect, useId, useReducer, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Box,
  Dialog,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { useTranslate } from 'ra-core';
import { initialPhotoPreview, photoPreviewReducer, ZOOM_MAX, ZOOM_MIN } from './photoPreview';

export interface PhotoPreviewProps {
  photos: string[];
  open: boolean;
  /** The photo shown first when the preview opens. */
  startIndex: number;
  onClose(): void;
}

const fileName = (url: string) =>
  decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || 'foto');

export function PhotoPreview({ photos, open, startIndex, onClose }: PhotoPreviewProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [state, dispatch] = useReducer(photoPreviewReducer, initialPhotoPreview);
  const [failed, setFailed] = useState<Record<string, boolean>>({});

  useEffect(() => {
    if (open) dispatch({ type: 'open', index: startIndex });
  }, [open, startIndex]);

  const count = photos.length;
  const url = photos[state.index] ?? photos[0] ?? '';
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`custom.delivery.history.proof.preview.${key}`, options);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') dispatch({ type: 'next', count });
    else if (event.key === 'ArrowLeft') dispatch({ type: 'previous', count });
    else return;
    event.preventDefault();
  };

  const control = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton
          onClick={onClick}
          disabled={disabled}
          aria-label={label}
          sx={{ color: 'common.white', '&.Mui-disabled': { color: 'grey.600' } }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  if (count === 0) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      onKeyDown={onKeyDown}
      slotProps={{
        paper: {
          sx: { bgcolor: 'grey.900', color: 'common.white', height: fullScreen ? '100%' : '90vh' },
        },
      }}
    >
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 1, pr: 1 }}
      >
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography
            component="span"
            variant="subtitle1"
            sx={{ display: 'block', fontWeight: 600, whiteSpace: 'nowrap', lineHeight: 1.3 }}
          >
            {t('title')}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'grey.300', whiteSpace: 'nowrap' }}
          >
            {t('counter', { index: state.index + 1, total: count })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
          {control(
            t('zoom_out'),
            <ZoomOutIcon />,
            () => dispatch({ type: 'zoom-out' }),
            state.zoom <= ZOOM_MIN,
          )}
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{ minWidth: 48, textAlign: 'center', color: 'grey.300' }}
          >
            <span aria-hidden>{Math.round(state.zoom * 100)}%</span>
            <Box component="span" sx={visuallyHidden}>
              {t('zoom_level', { percent: Math.round(state.zoom * 100) })}
            </Box>
          </Typography>
          {control(
            t('zoom_in'),
            <ZoomInIcon />,
            () => dispatch({ type: 'zoom-in' }),
            state.zoom >= ZOOM_MAX,
          )}
          {control(t('rotate'), <RotateRightIcon />, () => dispatch({ type: 'rotate' }))}
          <Tooltip title={t('download')}>
            <IconButton
              component="a"
              href={url}
              download={fileName(url)}
              target="_blank"
              rel="noopener"
              aria-label={t('download')}
              sx={{ color: 'common.white' }}
            >
              <DownloadIcon />
            </IconButton>
          </Tooltip>
          {control(t('close'), <CloseIcon />, onClose)}
        </Box>
      </DialogTitle>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'auto',
        }}
      >
        {failed[url] ? (
          <Box sx={{ textAlign: 'center', color: 'grey.400' }}>
            <BrokenImageIcon aria-hidden sx={{ fontSize: 64 }} />
            <Typography>{translate('custom.delivery.history.proof.photo_error')}</Typography>
          </Box>
        ) : (
          <Box
            component="img"
            src={url}
            alt={translate('custom.delivery.history.proof.photo_alt', {
              index: state.index + 1,
              total: count,
            })}
            onError={() => setFailed((f) => ({ ...f, [url]: true }))}
            data-zoom={state.zoom}
            data-rotation={state.rotation}
            sx={{
              maxWidth: '100%',
              maxHeight: '100%',
              objectFit: 'contain',
              transform: `scale(${state.zoom}) rotate(${state.rotation}deg)`,
              transition: 'transform 150ms ease-out',
            }}
          />
        )}
        {count > 1 && (
          <>
            <Box
              sx={{
                position: 'absolute',
                left: 8,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'rgba(0,0,0,0.5)',
                borderRadius: '50%',
              }}
            >
              {control(t('previous'), <ChevronLeftIcon />, () =>
                dispatch({ type: 'previous', count }),
              )}
            </Box>
            <Box
              sx={{
                position: 'absolute',
                right: 8,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'rgba(0,0,0,0.5)',
                borderRadius: '50%',
              }}
            >
              {control(t('next'), <ChevronRightIcon />, () => dispatch({ type: 'next', count }))}
            </Box>
          </>
        )}
      </Box>
    </Dialog>
  );
}
