import {
  breaksPerClinicDay,
  DEFAULT_STRETCH_REMINDERS,
  isWithinClinicHours,
  nextPromptAfter,
  promptTimes,
  type StretchReminderSettings,
} from './stretch-reminders';

// 2026-11-23 is a Monday; the dates are local time, like the browser's.
const monday = (h: number, m = 0) => new Date(2026, 10, 23, h, m);
const on: StretchReminderSettings = { ...DEFAULT_STRETCH_REMINDERS, enabled: true };

describe('stretch reminders', () => {
  it('prompts every cadence after opening, before closing: 08:00-17:00 every 30 minutes is 08:30 … 16:30', () => {
    const times = promptTimes(on, monday(0)).map((t) => `${t.getHours()}:${t.getMinutes()}`);
    expect(times).toEqual([
      '8:30',
      '9:0',
      '9:30',
      '10:0',
      '10:30',
      '11:0',
      '11:30',
      '12:0',
      '12:30',
      '13:0',
      '13:30',
      '14:0',
      '14:30',
      '15:0',
      '15:30',
      '16:0',
      '16:30',
    ]);
    expect(breaksPerClinicDay(on)).toBe(17);
  });

  it('a 40-minute cadence from 08:30 to 12:00: 09:10, 09:50, 10:30, 11:10, 11:50', () => {
    const s = { ...on, startTime: '08:30', endTime: '12:00', cadenceMinutes: 40 };
    expect(promptTimes(s, monday(0)).map((t) => t.getHours() * 60 + t.getMinutes())).toEqual([550, 590, 630, 670, 710]);
    expect(breaksPerClinicDay(s)).toBe(5);
  });

  it('nothing outside clinic hours or days, nothing when off', () => {
    expect(isWithinClinicHours(on, monday(7, 59))).toBe(false);
    expect(isWithinClinicHours(on, monday(8))).toBe(true);
    expect(isWithinClinicHours(on, monday(17))).toBe(false);
    expect(isWithinClinicHours(on, new Date(2026, 10, 22, 10))).toBe(false); // Sunday
    expect(promptTimes({ ...on, enabled: false }, monday(0))).toEqual([]);
    expect(nextPromptAfter({ ...on, enabled: false }, monday(9))).toBeNull();
    expect(breaksPerClinicDay({ ...on, enabled: false })).toBe(0);
  });

  it('the next prompt after 16:30 on a Friday is Monday 08:30', () => {
    const friday = new Date(2026, 10, 27, 16, 30);
    expect(nextPromptAfter(on, friday)).toEqual(new Date(2026, 10, 30, 8, 30));
  });

  it('the next prompt is strictly later: at 10:00 it is 10:30', () => {
    expect(nextPromptAfter(on, monday(10))).toEqual(monday(10, 30));
    expect(nextPromptAfter(on, monday(9, 59))).toEqual(monday(10));
  });
});
