import {
  breaksPerClinicDay,
  minutesOfDay,
  WEEKDAY_LABELS,
  type StretchReminderSettings,
} from '@chairside/contracts/web';

/** The cadences offered, in minutes (STRETCH_REMINDER_LIMITS allows 30 to 120). */
export const CADENCE_CHOICES = [30, 45, 60, 90, 120] as const;

/** Monday first, as a clinic's week reads. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export interface ReminderFormErrors {
  days?: string;
  endTime?: string;
}

/** What the form refuses before saving (the API refuses the same; these are the texts beside the fields). */
export function checkReminders(s: StretchReminderSettings): ReminderFormErrors {
  const errors: ReminderFormErrors = {};
  if (s.enabled && s.days.length === 0) errors.days = 'Pick at least one clinic day.';
  if (!/^\d{2}:\d{2}$/.test(s.startTime) || !/^\d{2}:\d{2}$/.test(s.endTime))
    errors.endTime = 'Enter both times, like 08:00 and 17:00.';
  else if (minutesOfDay(s.endTime) <= minutesOfDay(s.startTime))
    errors.endTime = 'Clinic hours must end after they start.';
  return errors;
}

/** 'Mon–Fri' for a run of days, else 'Mon, Wed, Fri'. */
export function daysInWords(days: readonly number[]): string {
  const ordered = WEEK_ORDER.filter((d) => days.includes(d));
  if (!ordered.length) return 'no days';
  const positions = ordered.map((d) => WEEK_ORDER.indexOf(d));
  const isRun = ordered.length > 2 && positions.every((p, i) => i === 0 || p === positions[i - 1]! + 1);
  if (isRun) return `${WEEKDAY_LABELS[ordered[0]!]}–${WEEKDAY_LABELS[ordered.at(-1)!]}`;
  return ordered.map((d) => WEEKDAY_LABELS[d]).join(', ');
}

/** The sentence under the form, so the user sees what the settings will do. */
export function reminderSummary(s: StretchReminderSettings): string {
  if (!s.enabled) return 'Reminders are off.';
  const n = breaksPerClinicDay(s);
  return `A prompt every ${s.cadenceMinutes} minutes, ${daysInWords(s.days)} ${s.startTime}–${s.endTime}: ${n} break${n === 1 ? '' : 's'} a clinic day.`;
}
