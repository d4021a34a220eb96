import { type StretchReminderSettings } from '@chairside/contracts/web';
import { DEFAULT_STRETCH_REMINDERS } from '@chairside/contracts/web-lazy';
import { answer, snooze, startCoach, tick } from './coach-schedule';

// Monday 23 November 2026, local time (the browser's clock, as the coach uses it).
const at = (h: number, m = 0, day = 23) => new Date(2026, 10, day, h, m).getTime();
const s: StretchReminderSettings = { ...DEFAULT_STRETCH_REMINDERS, enabled: true }; // Mon-Fri 08:00-17:00, every 30 minutes

describe('break coach schedule', () => {
  it('opened at 08:40, the first prompt is due at 09:00 and shows then, not before', () => {
    const start = startCoach(s, at(8, 40));
    expect(start).toEqual({ dueAt: at(9), showing: false });
    expect(tick(s, start, at(8, 59))).toEqual(start);
    expect(tick(s, start, at(9))).toEqual({ dueAt: at(9), showing: true });
  });

  it('skip and start break wait for the next prompt 30 minutes on', () => {
    expect(answer(s, at(9, 2))).toEqual({ dueAt: at(9, 30), showing: false });
  });

  it('snooze brings it back in 10 minutes, or at the next prompt when the clinic has closed by then', () => {
    expect(snooze(s, at(9, 1))).toEqual({ dueAt: at(9, 11), showing: false });
    expect(snooze(s, at(16, 55))).toEqual({ dueAt: at(8, 30, 24), showing: false });
  });

  it('nothing shows outside clinic hours: a tab asleep from 16:00 to 18:00 gets the next morning instead', () => {
    const due = { dueAt: at(16), showing: false };
    expect(tick(s, due, at(18))).toEqual({ dueAt: at(8, 30, 24), showing: false });
  });

  it('a tab asleep through three prompts shows one', () => {
    const shown = tick(s, { dueAt: at(9), showing: false }, at(10, 5));
    expect(shown).toEqual({ dueAt: at(9), showing: true });
    expect(answer(s, at(10, 6))).toEqual({ dueAt: at(10, 30), showing: false });
  });

  it('on a Saturday, or with reminders off, nothing is ever due before Monday / at all', () => {
    expect(startCoach(s, at(10, 0, 28))).toEqual({ dueAt: at(8, 30, 30), showing: false });
    expect(startCoach({ ...s, enabled: false }, at(10))).toEqual({ dueAt: null, showing: false });
  });
});
