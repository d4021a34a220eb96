import { dayOptions, defaultCopySource, defaultCopyTarget, entriesText } from './target-days';

describe('target days', () => {
  it('offers today and the 30 days before, latest first, by their diary names', () => {
    const days = dayOptions('2026-11-26');
    expect(days).toHaveLength(31);
    expect(days.slice(0, 3)).toEqual([
      { date: '2026-11-26', label: 'Today' },
      { date: '2026-11-25', label: 'Yesterday' },
      { date: '2026-11-24', label: 'Tue 24 Nov' },
    ]);
    // 26 November less 30 days.
    expect(days[30]).toEqual({ date: '2026-10-27', label: 'Tue 27 Oct' });
  });

  it("copies a past day's meal to today, and today's to yesterday", () => {
    expect(defaultCopyTarget('2026-11-25', '2026-11-26')).toBe('2026-11-26');
    expect(defaultCopyTarget('2026-11-01', '2026-11-26')).toBe('2026-11-26');
    expect(defaultCopyTarget('2026-11-26', '2026-11-26')).toBe('2026-11-25');
  });

  it('copies from the day before, or the day after at the far end of the diary', () => {
    expect(defaultCopySource('2026-11-26', '2026-11-26')).toBe('2026-11-25');
    expect(defaultCopySource('2026-10-28', '2026-11-26')).toBe('2026-10-27');
    expect(defaultCopySource('2026-10-27', '2026-11-26')).toBe('2026-10-28');
  });

  it('counts entries in words', () => {
    expect([entriesText(1), entriesText(3)]).toEqual(['1 entry', '3 entries']);
  });
});
