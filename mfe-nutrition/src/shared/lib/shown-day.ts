import { useSyncExternalStore } from 'react';
import { DAYS_BACK, dayLabel, shiftDate } from './diary-day';
import { useToday } from './use-today';

// How many days back the diary shows, shared with the cards that total the same day beside it, so
// Today's Overview and Today's Progress follow the diary to yesterday instead of still totalling today.
let back = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Moves the day shown by `days` (−1 earlier, 1 later), between today and DAYS_BACK days ago. */
export function stepShownDay(days: -1 | 1): void {
  setDaysBack(back - days);
}

/** Back to today (the diary does so when it leaves the page). */
export function setDaysBack(n: number): void {
  const next = Math.min(DAYS_BACK, Math.max(0, n));
  if (next === back) return;
  back = next;
  listeners.forEach((l) => l());
}

export interface ShownDay {
  date: string;
  tz: string;
  /** Days before today: 0 is today. */
  back: number;
  /** 'Today', 'Yesterday' or e.g. 'Mon 16 Nov'. */
  label: string;
}

/** The day the dashboard's diary shows, as the API reads it. */
export function useShownDay(): ShownDay {
  const today = useToday();
  const daysBack = useSyncExternalStore(subscribe, () => back);
  const date = shiftDate(today.date, -daysBack);
  return { date, tz: today.tz, back: daysBack, label: dayLabel(date, today.date) };
}
