import { utcDay } from './utc-day';

describe('utcDay (UTC in community)', () => {
  it('is the calendar day in UTC, not the local one', () => {
    expect(utcDay(new Date('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24');
    expect(utcDay(new Date('2026-11-24T00:30:00+02:00'))).toBe('2026-11-23');
  });
});
