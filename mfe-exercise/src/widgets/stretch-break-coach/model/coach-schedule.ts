import { type StretchReminderSettings } from '@chairside/contracts/web';
import { isWithinClinicHours, nextPromptAfter, STRETCH_REMINDER_LIMITS } from '@chairside/contracts/web-lazy';

/** When the next prompt is due (ms since the epoch, null: never) and whether one is on screen. */
export interface CoachState {
  dueAt: number | null;
  showing: boolean;
}

const nextAfter = (s: StretchReminderSettings, now: number): CoachState => ({
  dueAt: nextPromptAfter(s, new Date(now))?.getTime() ?? null,
  showing: false,
});

/** On opening Chairside (or new settings): the next prompt after now; none is owed for earlier ones. */
export const startCoach = nextAfter;

/**
 * A clock tick: the due prompt shows if we are inside clinic hours. A computer that slept past the
 * end of clinic hours gets no late prompt, just the next one; one that slept through several
 * prompts gets one, not a pile.
 */
export function tick(s: StretchReminderSettings, state: CoachState, now: number): CoachState {
  if (state.showing || state.dueAt === null || now < state.dueAt) return state;
  if (isWithinClinicHours(s, new Date(now))) return { dueAt: state.dueAt, showing: true };
  return nextAfter(s, now);
}

/** 'Snooze 10 min': again in ten minutes if the clinic is still open then, else at the next prompt. */
export function snooze(s: StretchReminderSettings, now: number): CoachState {
  const later = now + STRETCH_REMINDER_LIMITS.snoozeMinutes * 60_000;
  return isWithinClinicHours(s, new Date(later)) ? { dueAt: later, showing: false } : nextAfter(s, now);
}

/** 'Skip' or 'Start break': this prompt is answered; the next one follows the cadence. */
export const answer = nextAfter;
