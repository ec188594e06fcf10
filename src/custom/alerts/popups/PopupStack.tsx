// The open popups as one stack (§2, §5, §9): the newest 3 in a carousel rotating every 3 s (paused on
// hover, on focus and by its button; previous / next), the older ones listed below it (each can be
// brought to the front or closed). On a desktop the stack is a window dragged by its handle (pointer,
// or arrow keys on the focused handle), clamped to the viewport, its position stored; on a phone it is
// a full-width bottom sheet.
import { type KeyboardEvent as ReactKeyboardEvent } from 'react';
import {
  Box,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Portal,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useLocaleState, useTranslate } from 'ra-core';
import type { Point } from '../centreRules';
import { alertDescription } from '../AlertRow';
import { AlertPopupCard, plateOf } from './AlertPopupCard';
import type { PopupAlert } from './popupApi';
import { carouselSplit, keyboardMove, POPUP_WIDTH, type OpenPopup } from './popupRules';
import { useCarousel } from './useCarousel';
import { useDraggableWindow } from '../useDraggableWindow';

export interface PopupStackProps {
  popups: readonly OpenPopup[];
  alerts: ReadonlyMap<number, PopupAlert>;
  scopes: readonly string[];
  phone: boolean;
  position: Point | undefined;
  onMove: (position: Point) => void;
  onClose: (id: number) => void;
  onCloseAll: () => void;
  onFront: (popup: OpenPopup) => void;
}

const APP_BAR = 56;
/** A drag moves the element itself; the position is stored (one write) on release. */
const moveElement = (point: Point, element: HTMLElement | null) => {
  if (!element) return;
  element.style.left = `${point.x}px`;
  element.style.top = `${point.y}px`;
};
const defaultPosition = (): Point => ({
  x: Math.max(0, window.innerWidth - POPUP_WIDTH - 16),
  y: APP_BAR + 16,
});

export function PopupStack(props: PopupStackProps) {
  const { popups, alerts, scopes, phone, onClose, onCloseAll, onFront } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { carousel, rest } = carouselSplit(popups);
  const carouselState = useCarousel(carousel.length, carousel[0]?.id);
  const { index, step, paused, stopped, setStopped, hoverProps } = carouselState;
  const current = carousel[index];
  const position = props.position ?? defaultPosition();
  const { windowRef, clamp, startDrag } = useDraggableWindow({
    position,
    fallbackWidth: POPUP_WIDTH,
    enabled: !phone,
    onMove: props.onMove,
    onDragStep: moveElement,
  });

  const keyDrag = (event: ReactKeyboardEvent<HTMLElement>) => {
    const delta = keyboardMove(event.key, event.shiftKey);
    if (!delta) return;
    event.preventDefault();
    props.onMove(clamp({ x: position.x + delta.x, y: position.y + delta.y }));
  };

  const count = popups.length;
  const slideLabel = translate('custom.alerts.popups.slide', {
    index: index + 1,
    count: carousel.length,
  });
  const currentAlert = current ? alerts.get(current.id) : undefined;

  const content = (
    <>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', px: 1, py: 0.5, bgcolor: 'action.hover' }}
      >
        {phone ? null : (
          <Tooltip title={translate('custom.alerts.popups.drag')}>
            <IconButton
              size="small"
              aria-label={translate('custom.alerts.popups.drag')}
              onPointerDown={startDrag}
              onKeyDown={keyDrag}
              sx={{ cursor: 'move', touchAction: 'none' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Typography
          id="alert-popups-title"
          variant="subtitle2"
          component="h2"
          sx={{ flex: 1, minWidth: 0 }}
        >
          {translate('custom.alerts.popups.stack', { count })}
        </Typography>
        <Tooltip title={translate('custom.alerts.popups.close_all')}>
          <IconButton
            size="small"
            aria-label={translate('custom.alerts.popups.close_all')}
            onClick={onCloseAll}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
        <Box
          role="region"
          aria-roledescription="carousel"
          aria-label={translate('custom.alerts.popups.carousel')}
          {...hoverProps}
        >
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', px: 1, pt: 0.5 }}>
            <IconButton
              size="small"
              aria-label={translate(
                stopped ? 'custom.alerts.popups.play' : 'custom.alerts.popups.pause',
              )}
              onClick={() => setStopped(!stopped)}
              disabled={carousel.length < 2}
            >
              {stopped ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
            </IconButton>
            <IconButton
              size="small"
              aria-label={translate('custom.alerts.popups.previous')}
              onClick={() => step(-1)}
              disabled={carousel.length < 2}
            >
              <ChevronLeftIcon fontSize="small" />
            </IconButton>
            <Typography variant="caption" data-testid="alert-popup-slide" sx={{ minWidth: 48 }}>
              {slideLabel}
            </Typography>
            <IconButton
              size="small"
              aria-label={translate('custom.alerts.popups.next')}
              onClick={() => step(1)}
              disabled={carousel.length < 2}
            >
              <ChevronRightIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Box
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel}
            aria-live={paused ? 'polite' : 'off'}
          >
            {current && currentAlert ? (
              <AlertPopupCard
                key={current.id}
                alert={currentAlert}
                scopes={scopes}
                phone={phone}
                onClose={() => onClose(current.id)}
              />
            ) : (
              <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }}>
                <CircularProgress size={16} aria-hidden />
                <Typography variant="body2">{translate('custom.alerts.popups.loading')}</Typography>
              </Stack>
            )}
          </Box>
        </Box>
        {rest.length > 0 ? (
          <Box component="section" aria-labelledby="alert-popups-others">
            <Typography
              id="alert-popups-others"
              variant="caption"
              component="h3"
              sx={{ display: 'block', px: 1.5, pt: 1, color: 'text.secondary' }}
            >
              {translate('custom.alerts.popups.others', { count: rest.length })}
            </Typography>
            <List dense disablePadding>
              {rest.map((popup) => {
                const alert = alerts.get(popup.id);
                const plate = alert ? plateOf(alert) : String(popup.id);
                return (
                  <ListItem
                    key={popup.id}
                    disablePadding
                    secondaryAction={
                      <IconButton
                        size="small"
                        edge="end"
                        aria-label={translate('custom.alerts.popups.close', { plate })}
                        onClick={() => onClose(popup.id)}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    }
                  >
                    <ListItemButton
                      onClick={() => onFront(popup)}
                      aria-label={translate('custom.alerts.popups.show', { plate })}
                    >
                      <ListItemText
                        primary={plate}
                        secondary={alert ? alertDescription(alert, locale) : undefined}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Box>
        ) : null}
      </Box>
    </>
  );

  return (
    <Portal>
      <Paper
        ref={windowRef}
        role="dialog"
        aria-modal={false}
        aria-labelledby="alert-popups-title"
        data-testid="alert-popups"
        elevation={8}
        sx={
          phone
            ? {
                position: 'fixed',
                left: 0,
                right: 0,
                bottom: 0,
                width: '100%',
                maxHeight: '75vh',
                borderBottomLeftRadius: 0,
                borderBottomRightRadius: 0,
                display: 'flex',
                flexDirection: 'column',
                zIndex: (theme) => theme.zIndex.modal - 2,
              }
            : {
                position: 'fixed',
                left: position.x,
                top: position.y,
                width: POPUP_WIDTH,
                maxWidth: '100vw',
                maxHeight: `calc(100vh - ${APP_BAR + 32}px)`,
                display: 'flex',
                flexDirection: 'column',
                zIndex: (theme) => theme.zIndex.modal - 2,
              }
        }
      >
        {content}
      </Paper>
    </Portal>
  );
}
