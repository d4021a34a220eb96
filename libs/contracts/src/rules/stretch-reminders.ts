import { MICRO_BREAK_LIMITS } from './body-check-ins';
import type { StretchCategoryName } from './exercise';

/*
 * The clinic-day stretch-break coach: the user's clinic days and hours and a cadence (the
 * micro-break interval, MICRO_BREAK_LIMITS in body-check-ins.ts);
 * a prompt is due at each cadence step after the clinic opens, never outside clinic hours. Times
 * are the browser's local wall-clock time, because the prompt runs where the user is.
 */

export interface StretchReminderSettings {
  enabled: boolean;
  /** Clinic days, 0 = Sunday … 6 = Saturday (Date#getDay). */
  days: number[];
  /** 'HH:MM', 24-hour local time; the clinic is open from start (inclusive) to end (exclusive). */
  startTime: string;
  endTime: string;
  cadenceMinutes: number;
  /** The areas the user feels tight: a break favours them. Empty: a rotation over all five. */
  focusAreas: StretchCategoryName[];
}

/**
 * A snoozed prompt comes back after this long. The cadence's range is MICRO_BREAK_LIMITS, the one
 * place the micro-break evidence is written down.
 */
export const STRETCH_REMINDER_LIMITS = { snoozeMinutes: 10 } as const;

/** What a user who never saved reminders gets: off, a Monday-to-Friday 08:00-17:00 clinic, a break every 30 minutes. */
export const DEFAULT_STRETCH_REMINDERS: StretchReminderSettings = {
  enabled: false,
  days: [1, 2, 3, 4, 5],
  startTime: '08:00',
  endTime: '17:00',
  cadenceMinutes: MICRO_BREAK_LIMITS.defaultMinutes,
  focusAreas: [],
};

export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'HH:MM' -> minutes after midnight. */
export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

const atMinute = (day: Date, minutes: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minutes / 60), minutes % 60);

/** True while `at` falls inside the clinic hours of a clinic day. */
export function isWithinClinicHours(s: StretchReminderSettings, at: Date): boolean {
  if (!s.days.includes(at.getDay())) return false;
  const m = at.getHours() * 60 + at.getMinutes();
  return m >= minutesOfDay(s.startTime) && m < minutesOfDay(s.endTime);
}

/** The prompt times of `day`'s clinic hours: opening + 1, 2, … cadences, before closing. */
export function promptTimes(s: StretchReminderSettings, day: Date): Date[] {
  if (!s.enabled || !s.days.includes(day.getDay())) return [];
  const start = minutesOfDay(s.startTime);
  const end = minutesOfDay(s.endTime);
  const times: Date[] = [];
  for (let m = start + s.cadenceMinutes; m < end; m += s.cadenceMinutes) times.push(atMinute(day, m));
  return times;
}

/** The first prompt strictly after `from`, looking a week ahead; null when reminders are off or no day has one. */
export function nextPromptAfter(s: StretchReminderSettings, from: Date): Date | null {
  for (let d = 0; d < 8; d++) {
    const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + d);
    const next = promptTimes(s, day).find((t) => t.getTime() > from.getTime());
    if (next) return next;
  }
  return null;
}

/** The breaks a clinic day asks for (one per prompt); 0 when reminders are off. */
export function breaksPerClinicDay(s: StretchReminderSettings): number {
  if (!s.enabled || !s.days.length) return 0;
  const span = minutesOfDay(s.endTime) - minutesOfDay(s.startTime);
  return Math.max(0, Math.ceil(span / s.cadenceMinutes) - 1);
}
