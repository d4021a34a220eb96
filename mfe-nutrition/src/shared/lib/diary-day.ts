/** contracts' PAST_DAYS_EDITABLE (kept beside zod, so not importable from this page's chunk). */
export const DAYS_BACK = 30;

import { t } from '../i18n';
import { activeLocale, dayLocale } from '../i18n/locale';

// English as en-GB orders it, 'Mon 16 Nov'; UTC, since the date is a calendar day, not an instant.
const shortDay = (locale: string) =>
  new Intl.DateTimeFormat(dayLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

// Calendar arithmetic on the date alone (noon UTC), so no zone or DST change moves it a day.
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function shiftDate(date: string, days: number): string {
  const d = atNoon(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'Today', 'Yesterday', else e.g. 'Mon 16 Nov', in the active language unless `locale` is given. */
export function dayLabel(date: string, today: string, locale: string = activeLocale()): string {
  if (date === today) return t('Today');
  if (date === shiftDate(today, -1)) return t('Yesterday');
  const text = shortDay(locale).format(atNoon(date));
  // English drops the comma some ICU versions put after the weekday; other languages keep theirs.
  return locale === 'en-US' ? text.replace(',', '') : text;
}
