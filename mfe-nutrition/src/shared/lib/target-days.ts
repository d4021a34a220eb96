import { t } from '../i18n';
import { DAYS_BACK, dayLabel, shiftDate } from './diary-day';

export interface DayOption {
  date: string;
  /** 'Today', 'Yesterday' or e.g. 'Mon 16 Nov'. */
  label: string;
}

/** The days entries can go to: today and the DAYS_BACK days before it, latest first (no future day: the diary cannot show one). */
export function dayOptions(today: string): DayOption[] {
  return Array.from({ length: DAYS_BACK + 1 }, (_, i) => {
    const date = shiftDate(today, -i);
    return { date, label: dayLabel(date, today) };
  });
}

/**
 * Where a copy goes unless the member picks another day: a past day's meal to today (yesterday's
 * breakfast again), and today's to yesterday, the only other way a copy of today can go.
 */
export function defaultCopyTarget(sourceDate: string, today: string): string {
  return sourceDate === today ? shiftDate(today, -1) : today;
}

/** Where "Copy from" looks first: the day before the one the meal is on, within the days shown. */
export function defaultCopySource(targetDate: string, today: string): string {
  const before = shiftDate(targetDate, -1);
  return before < shiftDate(today, -DAYS_BACK) ? shiftDate(targetDate, 1) : before;
}

/** "3 entries", "1 entry". */
export const entriesText = (n: number) => t('{{count}} entries', { defaultValue_one: '{{count}} entry', count: n });
