import { localeOf, type StretchReminderSettings } from '@chairside/contracts/web';
import { breaksPerClinicDay, minutesOfDay } from '@chairside/contracts/web-lazy';
import { currentLanguage } from '@chairside/ui';
import { t } from '../../../shared/i18n';
import { weekdayShort } from '../../../shared/i18n/labels';

/** A weekday's short name (0 Sunday) in the active language: "Mon" in English. */
export const dayName = (day: number) => weekdayShort(day, localeOf(currentLanguage()));

/** The intervals offered, in minutes: every five within MICRO_BREAK_LIMITS (20 to 40), the API's range. */
export const CADENCE_CHOICES = [20, 25, 30, 35, 40] as const;

/** Monday first, as a clinic's week reads. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export interface ReminderFormErrors {
  days?: string;
  endTime?: string;
}

/** What the form refuses before saving (the API refuses the same; these are the texts beside the fields). */
export function checkReminders(s: StretchReminderSettings): ReminderFormErrors {
  const errors: ReminderFormErrors = {};
  if (s.enabled && s.days.length === 0) errors.days = t('Pick at least one clinic day.');
  if (!/^\d{2}:\d{2}$/.test(s.startTime) || !/^\d{2}:\d{2}$/.test(s.endTime))
    errors.endTime = t('Enter both times, like 08:00 and 17:00.');
  else if (minutesOfDay(s.endTime) <= minutesOfDay(s.startTime))
    errors.endTime = t('Clinic hours must end after they start.');
  return errors;
}

/** 'Mon–Fri' for a run of days, else 'Mon, Wed, Fri'. */
export function daysInWords(days: readonly number[]): string {
  const ordered = WEEK_ORDER.filter((d) => days.includes(d));
  if (!ordered.length) return t('no days');
  const positions = ordered.map((d) => WEEK_ORDER.indexOf(d));
  const isRun = ordered.length > 2 && positions.every((p, i) => i === 0 || p === positions[i - 1]! + 1);
  if (isRun) return `${dayName(ordered[0]!)}–${dayName(ordered.at(-1)!)}`;
  return ordered.map(dayName).join(t(', '));
}

/** The sentence under the form, so the user sees what the settings will do. */
export function reminderSummary(s: StretchReminderSettings): string {
  if (!s.enabled) return t('Reminders are off.');
  return t('A prompt every {{minutes}} minutes, {{days}} {{start}}–{{end}}: {{count}} breaks a clinic day.', {
    defaultValue_one: 'A prompt every {{minutes}} minutes, {{days}} {{start}}–{{end}}: {{count}} break a clinic day.',
    minutes: s.cadenceMinutes,
    days: daysInWords(s.days),
    start: s.startTime,
    end: s.endTime,
    count: breaksPerClinicDay(s),
  });
}
