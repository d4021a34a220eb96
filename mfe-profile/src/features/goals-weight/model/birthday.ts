import { t } from '../../../shared/i18n';

/** The 12 month names in `locale`, January first (Intl's, never a list of our own). */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
}

export const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** 80 years, 2024 down to 1945. */
export const BIRTH_YEARS = Array.from({ length: 80 }, (_, i) => 2024 - i);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export type BirthdayResult = { ok: true; date: string } | { ok: false; message: string };

/** The stored form (YYYY-MM-DD), or why the date does not exist (31 February). `month` is 1–12. */
export function toBirthday(year: number, month: number, day: number, locale: string): BirthdayResult {
  const last = daysInMonth(year, month);
  if (day > last) {
    const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(year, month - 1, 1),
    );
    return {
      ok: false,
      message: t('{{monthYear}} has only {{count}} days. Please choose another day.', {
        defaultValue_one: '{{monthYear}} has only {{count}} day. Please choose another day.',
        monthYear,
        count: last,
      }),
    };
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return { ok: true, date: `${year}-${pad(month)}-${pad(day)}` };
}

/** A stored YYYY-MM-DD as its parts, or null. */
export function parseBirthday(iso: string | null): { year: number; month: number; day: number } | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

/** '1990-03-07' → 'March 7, 1990' in en-US, '7. März 1990' in de-DE. */
export function formatBirthday(iso: string | null, locale: string): string | null {
  const p = parseBirthday(iso);
  return p
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        Date.UTC(p.year, p.month - 1, p.day),
      )
    : null;
}
