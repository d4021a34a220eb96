import { dayLabel, shiftDate } from './diary-day';

describe('diary days', () => {
  it('steps across month and year ends and the DST change', () => {
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftDate('2026-03-29', -1)).toBe('2026-03-28');
    expect(shiftDate('2026-11-22', 1)).toBe('2026-11-23');
  });

  it('names today, yesterday and any other day by weekday, day and month', () => {
    expect(dayLabel('2026-11-23', '2026-11-23')).toBe('Today');
    expect(dayLabel('2026-11-22', '2026-11-23')).toBe('Yesterday');
    expect(dayLabel('2026-11-16', '2026-11-23')).toBe('Mon 16 Nov');
    expect(dayLabel('2026-10-31', '2026-11-23')).toBe('Sat 31 Oct');
  });
});
