// The alert centre's pure rules (alert-centre-and-shell.md §4, §5, §9): no React, no storage, no
// clock (the time is passed in). Urgency, known notes and the limits belong in src/domain/alerts/ at
// merge (docs/alerts.md "As built: alert centre"); they are here so this branch does not wait for it.

export const ALERT_SCOPES = {
  main: 'e4a-alert-center-main:read',
  urgent: 'e4e-alert-center-urgent:read',
  ruleSetting: 'e4b-alert-center-rule-setting:read',
  overspeedDuration: 'e4d-alert-overspeed-threshold-duration:read',
  logNotification: 'e1j-log-notification:read',
} as const;

/** At most this many alerts per accordion; also the API page size (§9). */
export const GROUP_SIZE = 20;
/** The accordions look back two days (§9). */
export const LOOK_BACK_MS = 172_800_000;
/** Stored unresolved counts are valid for an hour (§9). */
export const COUNTS_TTL_MS = 3_600_000;
export const FALSE_ALERT_REASON_MAX = 300;
export const NOTE_MAX = 255;
export const NOTE_DEBOUNCE_MS = 500;
/** Reminder choices in minutes; 0 is "none" (§9). */
export const REMINDER_CHOICES = [0, 5, 10, 15, 30, 60] as const;
export const DEFAULT_REMINDER_MINUTES = 5;
/** Overspeed duration threshold when a rule has none (§9). */
export const DEFAULT_OVERSPEED_THRESHOLD_S = 60;
export const OVERSPEED_CODE = 8;
export const POPUP_MAX_HEIGHT = 720;
export const PINNED_HEIGHT = 750;
export const PINNED_WIDTH = 420;

export type Urgency = 'urgent' | 'important' | 'normal';

export interface SubscribedAlertRules {
  urgentAlertRules: readonly number[];
  importantAlertRules: readonly number[];
  autoPopupAlertRules: readonly number[];
}

/** Urgent if any rule id is an urgent rule; else important if any is important or auto-popup; else normal (§4). */
export function urgencyOf(alertRuleIds: readonly number[] | null | undefined, rules: SubscribedAlertRules): Urgency {
  const ids = alertRuleIds ?? [];
  if (ids.some((id) => rules.urgentAlertRules.includes(id))) return 'urgent';
  if (ids.some((id) => rules.importantAlertRules.includes(id) || rules.autoPopupAlertRules.includes(id))) return 'important';
  return 'normal';
}

/** '99+' above 99 (§9). */
export const formatCount = (count: number): string => (count > 99 ? '99+' : String(Math.max(0, count)));

export type Locale = 'id' | 'en';

/** The known bilingual notes (§5): stored as given, shown in the current language. */
const KNOWN_NOTES: readonly { id: string; en: string }[] = [
  { id: 'Tidak ada kejadian', en: 'No Occurrences' },
  { id: 'Terdeteksi sebagai kejadian lain', en: 'Detected as another occurrence' },
];

export function displayNote(note: string | null | undefined, locale: Locale): string {
  const text = note ?? '';
  const known = KNOWN_NOTES.find((pair) => pair.id.toLowerCase() === text.trim().toLowerCase() || pair.en.toLowerCase() === text.trim().toLowerCase());
  return known ? known[locale] : text;
}

/** startDate/endDate of the accordions' look-back, as ISO strings. */
export function lookBackRange(now: number): { startDate: string; endDate: string } {
  return { startDate: new Date(now - LOOK_BACK_MS).toISOString(), endDate: new Date(now).toISOString() };
}

/** The action's dateRange: the alerts' createdOn minus and plus 1 s (§7). */
export function actionDateRange(createdOns: readonly string[]): { start: string; end: string } {
  const times = createdOns.map((value) => Date.parse(value)).filter((t) => !Number.isNaN(t));
  if (times.length === 0) throw new Error('actionDateRange needs at least one createdOn');
  return { start: new Date(Math.min(...times) - 1000).toISOString(), end: new Date(Math.max(...times) + 1000).toISOString() };
}

/** The quick-fill reasons of the false-alert form (§5): the first is a fixed text, the second asks for one. */
export const QUICK_REASONS = { none: 'Tidak ada kejadian', other: 'Kejadian Lainnya' } as const;
export type ReasonChoice = 'none' | 'other' | 'free';

/** A form error as a message key and its arguments; the key's label (other reasons, note) comes first when named. */
export interface FormError {
  code: 'required' | 'too-long';
  label?: 'other_reason' | 'note';
  max?: number;
}

/** The false-alert reason (§5): required, at most 300; with "other" chosen the typed text must not be empty. */
export function validateFalseAlertReason(choice: ReasonChoice, text: string): FormError | undefined {
  const value = text.trim();
  if (choice === 'other' && value === '') return { code: 'required', label: 'other_reason' };
  if (value === '') return { code: 'required' };
  if (text.length > FALSE_ALERT_REASON_MAX) return { code: 'too-long', max: FALSE_ALERT_REASON_MAX };
  return undefined;
}

/** What the FalseAlert action sends: the typed reason (prefilled by a quick choice). */
export const falseAlertData = (_choice: ReasonChoice, text: string): string => text.trim();

/** The note (§5): not empty on save, at most 255. */
export function validateNote(text: string): FormError | undefined {
  if (text.trim() === '') return { code: 'required', label: 'note' };
  if (text.length > NOTE_MAX) return { code: 'too-long', label: 'note', max: NOTE_MAX };
  return undefined;
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
export function clampPosition(position: Point, size: { width: number; height: number }, viewport: { width: number; height: number }): Point {
  const maxX = Math.max(0, viewport.width - size.width);
  const maxY = Math.max(0, viewport.height - size.height);
  return { x: Math.min(Math.max(0, position.x), maxX), y: Math.min(Math.max(0, position.y), maxY) };
}

/** Seconds between createdOn and now, never negative. */
export const secondsSince = (createdOn: string, now: number): number => Math.max(0, Math.floor((now - Date.parse(createdOn)) / 1000));

/** Time passed split for display: the largest unit and its count ('5 detik', '3 menit', '2 jam', '1 hari'). */
export function timePassedUnit(seconds: number): { unit: 'seconds' | 'minutes' | 'hours' | 'days'; count: number } {
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'days', count: Math.floor(seconds / 86_400) };
}

/** alertData of overspeed (code 8): '<km/h>|<duration s>' (§3). */
export function overspeedData(alertCode: number, alertData: string | null | undefined): { km?: number; durationSeconds?: number } | undefined {
  if (alertCode !== OVERSPEED_CODE || !alertData) return undefined;
  const [km, duration] = alertData.split('|').map((part) => Number(part));
  return { km: Number.isFinite(km) ? km : undefined, durationSeconds: Number.isFinite(duration) ? duration : undefined };
}

/** The centre's display modes (§4). Phones have no pinned or detached mode: there it is full-screen. */
export type CentreMode = 'closed' | 'popup' | 'pinned' | 'detached';

/** On a phone a pinned or detached centre (stored from a wider screen) starts closed; the bell opens it full-screen. */
export const effectiveMode = (mode: CentreMode, phone: boolean): CentreMode => (phone && (mode === 'pinned' || mode === 'detached') ? 'closed' : mode);
