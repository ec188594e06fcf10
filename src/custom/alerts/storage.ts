// What the alert centre keeps in local storage (§3 "locally kept reminder settings", §9): the
// unresolved counts with their time, the reminder setting with its start, the display mode and the
// detached window's position. Reads never throw: a bad or missing value is the default.
import {
  DEFAULT_REMINDER_MINUTES,
  REMINDER_CHOICES,
  type CentreMode,
  type Point,
  type ReminderSetting,
} from './centreRules';

export const STORAGE_KEYS = {
  counts: 'armada.alerts.counts',
  reminder: 'armada.alerts.reminder',
  mode: 'armada.alerts.mode',
  position: 'armada.alerts.position',
} as const;

export interface UnresolvedCounts {
  urgent: number;
  important: number;
}

export interface StoredCounts extends UnresolvedCounts {
  /** When they were read (ms). */
  at: number;
}

function read<T>(key: string): T | undefined {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the centre works without it.
  }
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The stored counts when younger than `ttl` ms at `now`. */
export function loadCounts(now: number, ttl: number): StoredCounts | undefined {
  const value = read<StoredCounts>(STORAGE_KEYS.counts);
  if (!value || !isCount(value.urgent) || !isCount(value.important) || typeof value.at !== 'number')
    return undefined;
  return now - value.at < ttl ? value : undefined;
}

export const saveCounts = (counts: UnresolvedCounts, at: number) =>
  write(STORAGE_KEYS.counts, { ...counts, at });

export function loadReminder(now: number): ReminderSetting {
  const value = read<ReminderSetting>(STORAGE_KEYS.reminder);
  if (
    value &&
    (REMINDER_CHOICES as readonly number[]).includes(value.minutes) &&
    typeof value.startedAt === 'number'
  )
    return value;
  return { minutes: DEFAULT_REMINDER_MINUTES, startedAt: now };
}

export const saveReminder = (setting: ReminderSetting) => write(STORAGE_KEYS.reminder, setting);

const MODES: readonly CentreMode[] = ['closed', 'popup', 'pinned', 'detached'];

/** The stored mode; a popup does not survive a reload (it closes when focus leaves), pinned and detached do. */
export function loadMode(): CentreMode {
  const value = read<CentreMode>(STORAGE_KEYS.mode);
  return value && MODES.includes(value) && value !== 'popup' ? value : 'closed';
}

export const saveMode = (mode: CentreMode) => write(STORAGE_KEYS.mode, mode);

export function loadPosition(): Point | undefined {
  const value = read<Point>(STORAGE_KEYS.position);
  return value && typeof value.x === 'number' && typeof value.y === 'number' ? value : undefined;
}

export const savePosition = (position: Point) => write(STORAGE_KEYS.position, position);
