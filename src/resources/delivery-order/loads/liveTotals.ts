// The totals of the line being edited, shared with the totals row only. The editor publishes here on
// each change of product, unit or quantity; the table itself does not subscribe, so a keystroke
// re-renders the editing row and the totals row, never the other rows (the 500-line budget).
import { useSyncExternalStore } from 'react';

export interface LineTotalsValue {
  total_weight?: number | null;
  total_volume?: number | null;
}

export interface LiveEdit {
  /** The row being edited ('new' for a line being added). */
  key: string;
  /** The saved totals the edit replaces (none for a new line). */
  replaces: LineTotalsValue | null;
  /** The totals as typed. */
  totals: LineTotalsValue;
}

export interface LiveTotalsStore {
  get(): LiveEdit | null;
  set(value: LiveEdit | null): void;
  subscribe(listener: () => void): () => void;
}

export function createLiveTotals(): LiveTotalsStore {
  let value: LiveEdit | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useLiveEdit(store: LiveTotalsStore): LiveEdit | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
