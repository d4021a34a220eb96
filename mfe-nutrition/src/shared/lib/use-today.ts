import { todayQuery } from '@chairside/api-client';
import { useSyncExternalStore } from 'react';

/** How often an open page checks whether the calendar day has turned. */
const CHECK_MS = 60_000;

// One clock for every widget on the page: a single timer and listener, started by the first reader.
let today = todayQuery();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function check() {
  const now = todayQuery();
  if (now.date === today.date && now.tz === today.tz) return;
  today = now;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    check(); // the page may have been away since the last reader left
    timer = setInterval(check, CHECK_MS);
    document.addEventListener('visibilitychange', check);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
  };
}

/**
 * Today's date and zone as the API reads them. A page left open overnight (or woken from sleep)
 * moves to the new day, so the diary and totals ask for it instead of yesterday's.
 */
export function useToday(): { date: string; tz: string } {
  return useSyncExternalStore(subscribe, () => today);
}
