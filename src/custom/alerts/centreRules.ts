// The alert centre's own pure rules (alert-centre-and-shell.md §4, §5, §9): no React, no storage, no
// clock (the time is passed in). What the server needs too (urgency, known notes, the actions' limits,
// the alerts' data, the look-back) lives in src/domain/alerts/ and is only used here.
import {
  actionDataError,
  FALSE_ALERT_REASON_MAX,
  FEEDBACK_NOTE_MAX,
  LOOK_BACK_MS,
} from '../../domain/alerts/actions';
import { ALERT_CENTRE_SCOPES } from '../../domain/access/featureScopes.ts';

/** The alert centre's scopes (their one home is src/domain/access/featureScopes.ts). */
export const ALERT_SCOPES = ALERT_CENTRE_SCOPES;

/** At most this many alerts per accordion; also the API page size (§9). */
export const GROUP_SIZE = 20;
/** Stored unresolved counts are valid for an hour (§9). */
export const COUNTS_TTL_MS = 3_600_000;
export const NOTE_DEBOUNCE_MS = 500;
/** Reminder choices in minutes; 0 is "none" (§9). */
export const REMINDER_CHOICES = [0, 5, 10, 15, 30, 60] as const;
export const DEFAULT_REMINDER_MINUTES = 5;
export const POPUP_MAX_HEIGHT = 720;
export const PINNED_HEIGHT = 750;
export const PINNED_WIDTH = 420;

/** '99+' above 99 (§9). */
/** The alert bell's two counts as its badges show them: urgent only with the urgent scope, none at zero. */
export function bellBadges(
  counts: { urgent: number; important: number } | undefined,
  scopes: readonly string[],
): { urgent?: string; important?: string } {
  const urgent =
    scopes.includes(ALERT_SCOPES.urgent) && counts?.urgent ? formatCount(counts.urgent) : undefined;
  const important = counts?.important ? formatCount(counts.important) : undefined;
  return { urgent, important };
}

export const formatCount = (count: number): string =>
  count > 99 ? '99+' : String(Math.max(0, count));

/** startDate/endDate of the accordions' look-back, as ISO strings. */
export function lookBackRange(now: number): { startDate: string; endDate: string } {
  return {
    startDate: new Date(now - LOOK_BACK_MS).toISOString(),
    endDate: new Date(now).toISOString(),
  };
}

/** The action's dateRange: the alerts' createdOn minus and plus 1 s (§7). */
export function actionDateRange(createdOns: readonly string[]): { start: string; end: string } {
  const times = createdOns.map((value) => Date.parse(value)).filter((t) => !Number.isNaN(t));
  if (times.length === 0) throw new Error('actionDateRange needs at least one createdOn');
  return {
    start: new Date(Math.min(...times) - 1000).toISOString(),
    end: new Date(Math.max(...times) + 1000).toISOString(),
  };
}

/** The false-alert form's choice (§5): quick-fill NO_OCCURRENCE_REASON, OTHER_REASON (asks for the text), or typed freely. */
export type ReasonChoice = 'none' | 'other' | 'free';

/** A form error as a message key and its arguments; the key's label (other reasons, note) comes first when named. */
export interface FormError {
  code: 'required' | 'too-long';
  label?: 'other_reason' | 'note';
  max?: number;
}

/** The false-alert reason (§5): required, at most 300; with "other" chosen the typed text must not be empty. */
export function validateFalseAlertReason(
  choice: ReasonChoice,
  text: string,
): FormError | undefined {
  const error = actionDataError('FalseAlert', text);
  if (error === 'required')
    return choice === 'other' ? { code: 'required', label: 'other_reason' } : { code: 'required' };
  return error === 'too-long' ? { code: 'too-long', max: FALSE_ALERT_REASON_MAX } : undefined;
}

/** The note (§5): not empty on save, at most 255. */
export function validateNote(text: string): FormError | undefined {
  const error = actionDataError('Feedback', text);
  if (error === 'required') return { code: 'required', label: 'note' };
  return error === 'too-long'
    ? { code: 'too-long', label: 'note', max: FEEDBACK_NOTE_MAX }
    : undefined;
}

export interface ReminderSetting {
  /** 0: no reminder. */
  minutes: number;
  /** When the interval started (ms). */
  startedAt: number;
}

/** The next time the reminder is due, or undefined with no reminder. */
export function nextReminderAt(setting: ReminderSetting, now: number): number | undefined {
  if (!setting.minutes) return undefined;
  const interval = setting.minutes * 60_000;
  const elapsed = Math.max(0, now - setting.startedAt);
  return setting.startedAt + (Math.floor(elapsed / interval) + 1) * interval;
}

export interface Point {
  x: number;
  y: number;
}

/** The detached window's position kept inside the viewport (§5: dragging is clamped). */
export function clampPosition(
  position: Point,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): Point {
  const maxX = Math.max(0, viewport.width - size.width);
  const maxY = Math.max(0, viewport.height - size.height);
  return { x: Math.min(Math.max(0, position.x), maxX), y: Math.min(Math.max(0, position.y), maxY) };
}

/** Seconds between createdOn and now, never negative. */
export const secondsSince = (createdOn: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(createdOn)) / 1000));

/** Time passed split for display: the largest unit and its count ('5 detik', '3 menit', '2 jam', '1 hari'). */
export function timePassedUnit(seconds: number): {
  unit: 'seconds' | 'minutes' | 'hours' | 'days';
  count: number;
} {
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'days', count: Math.floor(seconds / 86_400) };
}

/** The centre's display modes (§4). Phones have no pinned or detached mode: there it is full-screen. */
export type CentreMode = 'closed' | 'popup' | 'pinned' | 'detached';

/** On a phone a pinned or detached centre (stored from a wider screen) starts closed; the bell opens it full-screen. */
export const effectiveMode = (mode: CentreMode, phone: boolean): CentreMode =>
  phone && (mode === 'pinned' || mode === 'detached') ? 'closed' : mode;
