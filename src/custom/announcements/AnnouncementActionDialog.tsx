// An announcement's action (alert-centre-and-shell.md §2, §3): a pop-up image, a pop-up video or an
// image carousel, with its title and description.
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'ra-core';
import type { Announcement } from './announcementsApi';

type ActionData = NonNullable<Announcement['data']>;

const MEDIA_SX = {
  display: 'block',
  width: '100%',
  maxHeight: '60vh',
  objectFit: 'contain',
} as const;

export default function AnnouncementActionDialog({
  action,
  onClose,
}: {
  action: ActionData;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="announcement-action-title"
      data-testid={`announcement-action-${action.type}`}
      slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)' } } } }}
    >
      <DialogTitle id="announcement-action-title">{action.title}</DialogTitle>
      <DialogContent>
        {action.type === 'pop_up_video' ? (
          <Box
            component="video"
            controls
            preload="metadata"
            src={action.data[0]}
            aria-label={translate('custom.announcements.action.video')}
            sx={MEDIA_SX}
          />
        ) : action.type === 'carousel_image' ? (
          <Carousel urls={action.data} />
        ) : (
          <Box
            component="img"
            src={action.data[0]}
            alt={translate('custom.announcements.action.image')}
            sx={MEDIA_SX}
          />
        )}
        {action.description ? <Typography sx={{ mt: 2 }}>{action.description}</Typography> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('custom.announcements.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The carousel: one image at a time, previous/next and a dot per image (buttons, so the keyboard works). */
function Carousel({ urls }: { urls: string[] }) {
  const translate = useTranslate();
  const [index, setIndex] = useState(0);
  const total = urls.length;
  const go = (next: number) => setIndex((next + total) % total);
  const label = (i: number) =>
    translate('custom.announcements.action.slide', { index: i + 1, total });
  return (
    <Box role="group" aria-roledescription="carousel" aria-label={label(index)}>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="img"
          src={urls[index]}
          alt={label(index)}
          sx={MEDIA_SX}
          data-testid="carousel-image"
        />
        <IconButton
          onClick={() => go(index - 1)}
          aria-label={translate('custom.announcements.action.previous')}
          sx={{
            position: 'absolute',
            left: 4,
            top: '50%',
            transform: 'translateY(-50%)',
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          onClick={() => go(index + 1)}
          aria-label={translate('custom.announcements.action.next')}
          sx={{
            position: 'absolute',
            right: 4,
            top: '50%',
            transform: 'translateY(-50%)',
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        role="group"
        aria-label={translate('custom.announcements.action.slides')}
        sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, mt: 1 }}
      >
        {urls.map((url, i) => (
          <IconButton
            key={`${url}-${i}`}
            size="small"
            onClick={() => go(i)}
            aria-label={label(i)}
            aria-pressed={i === index}
            sx={{ p: 1 }}
          >
            <Box
              component="span"
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: i === index ? 'primary.main' : 'grey.500',
              }}
            />
          </IconButton>
        ))}
      </Box>
    </Box>
  );
}
