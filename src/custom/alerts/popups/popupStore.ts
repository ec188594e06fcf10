// The open popups of this tab: one store (useSyncExternalStore), kept in local storage per user so
// they come back on reload. The centre's menu, the auto-popup and the stack all go through it.
import { loadSession } from '../../../auth/session';
import type { Point } from '../centreRules';
import {
  closePopup,
  EMPTY_POPUPS,
  fromStored,
  openPopup,
  popupStorageKey,
  toStored,
  type OpenResult,
  type PopupState,
} from './popupRules';

const listeners = new Set<() => void>();
let state: PopupState = EMPTY_POPUPS;
let loadedFor: string | undefined;

const userKey = (): string | undefined => {
  const id = loadSession()?.user.id;
  return id === undefined || id === null ? undefined : popupStorageKey(id);
};

function load(): void {
  const key = userKey();
  if (key === loadedFor) return;
  loadedFor = key;
  try {
    const raw = key ? localStorage.getItem(key) : null;
    state = fromStored(raw ? JSON.parse(raw) : undefined);
  } catch {
    state = EMPTY_POPUPS;
  }
}

function set(next: PopupState): void {
  state = next;
  const key = userKey();
  try {
    if (key) localStorage.setItem(key, JSON.stringify(toStored(next)));
  } catch {
    // Private mode or a full store: the popups still work, they just do not survive a reload.
  }
  for (const listener of listeners) listener();
}

export function subscribePopups(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPopups(): PopupState {
  load();
  return state;
}

/** Opens (or brings to the front) the alert's popup; 'limit' when 9 are open (nothing changes). */
export function openAlertPopup(alert: { id: number; createdOn: string }): OpenResult['outcome'] {
  const result = openPopup(getPopups(), alert, Date.now());
  if (result.outcome !== 'limit') set(result.state);
  return result.outcome;
}

export const closeAlertPopup = (id: number) => set(closePopup(getPopups(), id));

export const closeAllPopups = () => set({ ...getPopups(), popups: [] });

export const movePopups = (position: Point) => set({ ...getPopups(), position });

/** Tests: forget what was loaded (another user, a cleared storage). */
export function resetPopupStore(): void {
  loadedFor = undefined;
  state = EMPTY_POPUPS;
}
