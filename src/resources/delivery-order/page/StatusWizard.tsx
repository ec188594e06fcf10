// The shared horizontal step wizard (master-data.md §2 "Horizontal step wizard", §9): each step is
// a numbered circle, or a checkmark once done, with its label; a sub-label and a sub-sub-label
// appear once the step is reached; steps before the active one are done, later ones are not.
// Steps per view: 3 up to 640 px wide (gap 4), 6 up to 1025 px (gap 10), all above that (gap 10),
// with arrows to move the window when not all fit. From 6 steps on (and on phone widths, where a
// label beside its circle has no room), the long layout puts each label under its circle; shorter
// wizards put it beside. The compact variant is smaller and leaves out the sub-sub-label. From
// DENSE_FROM steps on (9 after a reschedule, or with the vendor and a transit) the steps are drawn
// compact too, so the footer stays small at 1366x850. Nothing breaks inside a word or a number
// (FT/2026/11/000012): texts wrap between words only, the date and the sub-sub-label (a fleet-task
// number, a reason) at most on two lines (the whole text in their title).
import { useEffect, useId, useState } from 'react';
import { Box, IconButton, Typography, useMediaQuery } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { visuallyHidden } from '@mui/utils';

export interface WizardStep {
  key: string;
  label: string;
  /** Shown once the step is reached (e.g. when the status was reached). */
  subLabel?: string;
  subSubLabel?: string;
  /** A reached step that ends the flow badly (Dibatalkan, Ditolak) is drawn in the error colour. */
  tone?: 'default' | 'error';
}

export interface StatusWizardProps {
  steps: readonly WizardStep[];
  /** Index of the current step; -1 when none is reached. */
  activeStep: number;
  compact?: boolean;
  /** The list's accessible name. */
  label: string;
  /** Accessible texts: the arrows, and the state of done and current steps. */
  texts: { previous: string; next: string; done: string; current: string };
}

/** §9: 640 → 3 steps per view (gap 4), 1025 → 6 (gap 10), wider → all (gap 10). */
export const WIZARD_BREAKPOINTS = { small: 640, medium: 1025 } as const;
export const LONG_LAYOUT_FROM = 6;
/** From this many steps on the wizard is drawn compact whatever the width. */
export const DENSE_FROM = 8;

export function stepsPerView(total: number, small: boolean, medium: boolean): number {
  if (small) return Math.min(3, total);
  if (medium) return Math.min(6, total);
  return total;
}

/** The first visible step: the window of `perView` steps that shows the active one, centred when it can. */
export function windowStart(total: number, perView: number, activeStep: number): number {
  if (perView >= total) return 0;
  const centred = Math.max(0, activeStep) - Math.floor((perView - 1) / 2);
  return Math.min(Math.max(0, centred), total - perView);
}

export function StatusWizard({
  steps,
  activeStep,
  compact = false,
  label,
  texts,
}: StatusWizardProps) {
  const small = useMediaQuery(`(max-width:${WIZARD_BREAKPOINTS.small}px)`, { noSsr: true });
  const medium = useMediaQuery(`(max-width:${WIZARD_BREAKPOINTS.medium}px)`, { noSsr: true });
  const total = steps.length;
  const perView = stepsPerView(total, small, medium);
  const gap = small ? 4 : 10;
  // Labels beside the circles need room: on phone widths the steps stack as in the long layout.
  const long = total >= LONG_LAYOUT_FROM || small;
  const listId = useId();

  const [start, setStart] = useState(() => windowStart(total, perView, activeStep));
  // A new status or a new width shows the current step again.
  useEffect(() => setStart(windowStart(total, perView, activeStep)), [total, perView, activeStep]);
  const first = Math.min(start, Math.max(0, total - perView));
  const visible = steps.slice(first, first + perView);
  const paged = perView < total;

  const dense = compact || total >= DENSE_FROM;
  const circle = dense ? 24 : 32;
  /**
   * Broken between words only, never inside a token (a fleet-task number stays whole, even when a
   * little wider than its step); at most two lines, so a long reason does not grow the footer.
   */
  const wordsOnly = {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    overflowWrap: 'normal',
    wordBreak: 'normal',
    lineHeight: dense ? 1.35 : undefined,
  } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%', minWidth: 0 }}>
      {paged && (
        <IconButton
          size="small"
          aria-label={texts.previous}
          aria-controls={listId}
          disabled={first === 0}
          onClick={() => setStart(Math.max(0, first - 1))}
        >
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
      )}
      <Box
        component="ol"
        id={listId}
        aria-label={label}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${visible.length}, minmax(0, 1fr))`,
          columnGap: `${gap}px`,
          listStyle: 'none',
          m: 0,
          p: 0,
          flex: 1,
          minWidth: 0,
        }}
      >
        {visible.map((step, i) => {
          const index = first + i;
          const done = index < activeStep;
          const current = index === activeStep;
          const reached = done || current;
          const error = reached && step.tone === 'error';
          const color = error ? 'error.main' : reached ? 'primary.main' : 'grey.500';
          const isLastVisible = i === visible.length - 1;
          return (
            <Box
              component="li"
              key={`${step.key}-${index}`}
              aria-current={current ? 'step' : undefined}
              data-state={done ? 'done' : current ? 'current' : 'todo'}
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: long ? 'column' : 'row',
                alignItems: long ? 'center' : 'flex-start',
                textAlign: long ? 'center' : 'left',
                gap: long ? 0.5 : 1,
                minWidth: 0,
              }}
            >
              {/* Long layout: the connector runs from this circle's edge to the next one's. */}
              {long && !isLastVisible && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    top: circle / 2 - 1,
                    height: 2,
                    bgcolor: done ? 'primary.main' : 'grey.300',
                    left: `calc(50% + ${circle / 2 + 4}px)`,
                    right: `calc(-50% - ${gap}px + ${circle / 2 + 4}px)`,
                  }}
                />
              )}
              <Box
                aria-hidden
                sx={{
                  flex: 'none',
                  width: circle,
                  height: circle,
                  borderRadius: '50%',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: dense ? 12 : 14,
                  fontWeight: 700,
                  border: 2,
                  borderColor: color,
                  bgcolor: reached ? color : 'background.paper',
                  color: reached ? 'common.white' : 'text.secondary',
                }}
              >
                {done ? <CheckIcon sx={{ fontSize: dense ? 16 : 20 }} /> : index + 1}
              </Box>
              <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
                <Typography
                  component="span"
                  variant={dense ? 'caption' : 'body2'}
                  sx={{
                    display: 'block',
                    fontWeight: current ? 700 : reached ? 600 : 400,
                    color: error ? 'error.main' : reached ? 'text.primary' : 'text.secondary',
                    lineHeight: dense ? 1.35 : undefined,
                    // Between words only: a status name is never cut in the middle.
                    overflowWrap: 'normal',
                  }}
                >
                  {step.label}
                  <Box component="span" sx={visuallyHidden}>
                    {done ? ` (${texts.done})` : current ? ` (${texts.current})` : ''}
                  </Box>
                </Typography>
                {reached && step.subLabel && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    title={step.subLabel}
                    sx={{ ...wordsOnly }}
                  >
                    {step.subLabel}
                  </Typography>
                )}
                {reached && step.subSubLabel && !compact && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    title={step.subSubLabel}
                    sx={{ ...wordsOnly, fontSize: dense ? '0.6875rem' : undefined }}
                  >
                    {step.subSubLabel}
                  </Typography>
                )}
              </Box>
              {/* Short layout: the connector fills the room left after the label. */}
              {!long && !isLastVisible && (
                <Box
                  aria-hidden
                  sx={{
                    flex: '1 1 auto',
                    minWidth: 12,
                    height: 2,
                    mt: `${circle / 2 - 1}px`,
                    bgcolor: done ? 'primary.main' : 'grey.300',
                  }}
                />
              )}
            </Box>
          );
        })}
      </Box>
      {paged && (
        <IconButton
          size="small"
          aria-label={texts.next}
          aria-controls={listId}
          disabled={first + perView >= total}
          onClick={() => setStart(Math.min(total - perView, first + 1))}
        >
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
