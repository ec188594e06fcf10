// How long ago the alert happened, refreshed every second (§9). Every shown row reads one shared
// clock: a single interval runs while any TimePassed is mounted (not one per row).
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'ra-core';
import { secondsSince, timePassedUnit } from './centreRules';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

// Never more than a second behind, also before the first row subscribes (the same value within a second).
function getNow(): number {
  const current = Date.now();
  if (current - now >= 1000) now = current;
  return now;
}

export function TimePassed({ createdOn }: { createdOn: string }) {
  const translate = useTranslate();
  const current = useSyncExternalStore(subscribe, getNow, getNow);
  const { unit, count } = timePassedUnit(secondsSince(createdOn, current));
  return (
    <time dateTime={createdOn} title={new Date(createdOn).toLocaleString()}>
      {translate(`custom.alerts.time_passed.${unit}`, { smart_count: count })}
    </time>
  );
}
