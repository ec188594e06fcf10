// The notification popups' own pure rules (alert-centre-and-shell.md §5, §6, §9): the limit of 9,
// the carousel of the newest 3, the stack's position kept in the viewport, whether an incoming alert
// pops up, and the shape kept in local storage. No React, no storage, no clock (times are passed in).
import type { SubscribedAlertRules } from '../../../domain/alerts/urgency';
import { clampPosition, type Point } from '../centreRules';

/** At most this many popups open (§9); opening another is refused with the limit toast (§5, §8). */
export const MAX_POPUPS = 9;
/** The newest this many rotate in the carousel (§9). */
export const CAROUSEL_SIZE = 3;
/** The carousel moves on every 3 s (§9). */
export const CAROUSEL_INTERVAL_MS = 3000;
/** The limit toast shows for 1 s (§8). */
export const LIMIT_TOAST_MS = 1000;
/** A keyboard step of the stack's drag handle, in px (Shift: ten times). */
export const KEYBOARD_STEP = 16;
/** The stack's width on a desktop. */
export const POPUP_WIDTH = 400;

/** One open popup: the alert it shows and when it was opened (the newest first in the carousel). */
export interface OpenPopup {
  /** The raw alert id. */
  id: number;
  /** The alert's createdOn (the Read action's date range needs it). */
  createdOn: string;
  /** When it was opened (ms). */
  openedAt: number;
}

export interface PopupState {
  popups: OpenPopup[];
  /** The stack's top-left corner; undefined: its default place (bottom right). */
  position?: Point;
}

export const EMPTY_POPUPS: PopupState = { popups: [] };

export type OpenResult =
  | { outcome: 'opened'; state: PopupState }
  | { outcome: 'already-open'; state: PopupState }
  | { outcome: 'limit'; state: PopupState };

/**
 * Opens a popup for the alert: refused when 9 are open (§5), a popup already open comes to the front
 * (opened again now) without counting twice.
 */
export function openPopup(
  state: PopupState,
  alert: { id: number; createdOn: string },
  now: number,
): OpenResult {
  const existing = state.popups.find((popup) => popup.id === alert.id);
  if (existing) {
    const popups = [
      ...state.popups.filter((popup) => popup.id !== alert.id),
      { ...existing, openedAt: now },
    ];
    return { outcome: 'already-open', state: { ...state, popups } };
  }
  if (state.popups.length >= MAX_POPUPS) return { outcome: 'limit', state };
  return {
    outcome: 'opened',
    state: {
      ...state,
      popups: [...state.popups, { id: alert.id, createdOn: alert.createdOn, openedAt: now }],
    },
  };
}

export const closePopup = (state: PopupState, id: number): PopupState => ({
  ...state,
  popups: state.popups.filter((popup) => popup.id !== id),
});

/** Newest opened first (ties: the higher alert id, i.e. the later ingested, first). */
export function newestFirst(popups: readonly OpenPopup[]): OpenPopup[] {
  return [...popups].sort((a, b) => b.openedAt - a.openedAt || b.id - a.id);
}

/** The carousel's popups (the newest 3, newest first) and the others (still open, listed below it). */
export function carouselSplit(popups: readonly OpenPopup[]): {
  carousel: OpenPopup[];
  rest: OpenPopup[];
} {
  const ordered = newestFirst(popups);
  return { carousel: ordered.slice(0, CAROUSEL_SIZE), rest: ordered.slice(CAROUSEL_SIZE) };
}

/** The next (or, with step -1, previous) slide of a carousel of `count`, wrapping round. */
export function stepSlide(index: number, count: number, step: 1 | -1 = 1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The stack's position moved by a key (arrows; Shift for bigger steps), or undefined for another key. */
export function keyboardMove(key: string, shift: boolean): Point | undefined {
  const step = shift ? KEYBOARD_STEP * 10 : KEYBOARD_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    default:
      return undefined;
  }
}

/** The stack kept inside the viewport (§5: dragging is clamped); the centre's rule, shared. */
export const clampPopupPosition = clampPosition;

/** Whether an incoming alert opens a popup by itself: the auto-popup scope and one of its rules auto-popup (§6). */
export function shouldAutoPopup(
  alertRuleIds: readonly number[] | null | undefined,
  subscribed: SubscribedAlertRules | undefined,
  hasAutoPopupScope: boolean,
): boolean {
  if (!hasAutoPopupScope || !subscribed) return false;
  return (alertRuleIds ?? []).some((id) => subscribed.autoPopupAlertRules.includes(id));
}

/** What local storage keeps, per user: a version so a later shape can tell an old one apart. */
export interface StoredPopups {
  v: 1;
  popups: OpenPopup[];
  position?: Point;
}

export const toStored = (state: PopupState): StoredPopups => ({
  v: 1,
  popups: state.popups.map(({ id, createdOn, openedAt }) => ({ id, createdOn, openedAt })),
  ...(state.position ? { position: state.position } : {}),
});

const isPoint = (value: unknown): value is Point =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as Point).x) &&
  Number.isFinite((value as Point).y);

/** A stored value read back: anything malformed is dropped, at most 9 kept (the newest), no id twice. */
export function fromStored(value: unknown): PopupState {
  if (typeof value !== 'object' || value === null || (value as StoredPopups).v !== 1)
    return { popups: [] };
  const raw = (value as { popups?: unknown }).popups;
  const seen = new Set<number>();
  const popups: OpenPopup[] = [];
  for (const item of Array.isArray(raw) ? raw : []) {
    const { id, createdOn, openedAt } = (item ?? {}) as Partial<OpenPopup>;
    if (
      !Number.isSafeInteger(id) ||
      (id as number) <= 0 ||
      typeof createdOn !== 'string' ||
      Number.isNaN(Date.parse(createdOn)) ||
      !Number.isFinite(openedAt) ||
      seen.has(id as number)
    )
      continue;
    seen.add(id as number);
    popups.push({ id: id as number, createdOn, openedAt: openedAt as number });
  }
  const kept = newestFirst(popups).slice(0, MAX_POPUPS);
  const position = (value as { position?: unknown }).position;
  return {
    popups: popups.filter((popup) => kept.includes(popup)),
    ...(isPoint(position) ? { position } : {}),
  };
}

/** The local-storage key of a user's popups. */
export const popupStorageKey = (userId: number | string) => `armada.alerts.popups.${userId}`;
