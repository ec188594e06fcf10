// The proof photos: the phone's camera (or gallery) behind a real button, thumbnails with remove
// buttons, and the limits checked as files are picked (image, ≤ 5 MB, at most 5).
import { useEffect, useId, useMemo, useRef } from 'react';
import { Box, Button, FormHelperText, IconButton, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from './completionRules';

export interface PhotoPickerProps {
  photos: File[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  /** The message under the picker (already translated), shown as an error. */
  error?: string;
  disabled?: boolean;
}

export function PhotoPicker({ photos, onPick, onRemove, error, disabled }: PhotoPickerProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const urls = usePreviewUrls(photos);
  const full = photos.length >= MAX_PHOTOS;
  return (
    <Box
      component="fieldset"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
        {translate('custom.driver.photos.label')} *
      </Typography>
      <Typography id={`${id}-hint`} variant="body2" color="text.secondary">
        {translate('custom.driver.photos.hint', {
          max: MAX_PHOTOS,
          size: MAX_PHOTO_BYTES / (1024 * 1024),
        })}{' '}
        {translate('custom.driver.photos.count', { count: photos.length, max: MAX_PHOTOS })}
      </Typography>
      {photos.length ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            gap: 1,
          }}
        >
          {photos.map((photo, index) => (
            <Box
              component="li"
              key={`${photo.name}-${photo.size}-${photo.lastModified}-${index}`}
              sx={{
                position: 'relative',
                aspectRatio: '1',
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: 'grey.200',
              }}
            >
              {urls[index] ? (
                <Box
                  component="img"
                  src={urls[index]}
                  alt={translate('custom.driver.photos.photo', { index: index + 1 })}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <Typography
                  variant="caption"
                  sx={{ p: 1, display: 'block', overflowWrap: 'anywhere' }}
                >
                  {translate('custom.driver.photos.photo', { index: index + 1 })}
                </Typography>
              )}
              <IconButton
                aria-label={translate('custom.driver.photos.remove', { index: index + 1 })}
                onClick={() => onRemove(index)}
                disabled={disabled}
                size="small"
                sx={{
                  position: 'absolute',
                  top: 2,
                  right: 2,
                  width: 44,
                  height: 44,
                  bgcolor: 'rgba(0,0,0,0.65)',
                  color: '#fff',
                  '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
                }}
              >
                <CloseIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<PhotoCameraIcon />}
        disabled={disabled || full}
        onClick={() => input.current?.click()}
        sx={{ mt: 1, minHeight: 48, fontWeight: 700 }}
      >
        {translate('custom.driver.photos.take')}
      </Button>
      {/* The file input itself is hidden: the button above is what the driver (and assistive
          technology) uses; capture asks a phone for its rear camera. */}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        aria-label={translate('custom.driver.photos.take')}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so picking the same photo again after removing it still fires a change.
          event.target.value = '';
          if (files.length) onPick(files);
        }}
      />
      {error ? (
        <FormHelperText id={`${id}-error`} error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

/** Object URLs of the photos for their thumbnails, revoked when the photos change or the form closes. */
function usePreviewUrls(photos: File[]): (string | undefined)[] {
  const canPreview = typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
  const urls = useMemo(
    () => photos.map((photo) => (canPreview ? URL.createObjectURL(photo) : undefined)),
    [photos, canPreview],
  );
  useEffect(
    () => () => {
      for (const url of urls) if (url) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}
