import { relativeTime, streakFlames } from './time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('relative time', () => {
  it.each([
    [0, 'just now'],
    [1, '1 minute ago'],
    [59, '59 minutes ago'],
    [60, '1 hour ago'],
    [1439, '23 hours ago'],
    [1440, '1 day ago'],
    [4320, '3 days ago'],
  ] as const)('%i minutes: %s', (m, text) => {
    expect(relativeTime(ago(m), now)).toBe(text);
  });
  it('reads ISO strings', () => {
    expect(relativeTime('2026-11-22T11:30:00Z', now)).toBe('30 minutes ago');
  });
});

describe('streak flames', () => {
  it.each([
    [0, 0, 0],
    [3, 3, 0],
    [7, 7, 0],
    [12, 7, 5],
  ] as const)('%i days: %i flames +%i', (days, flames, extra) => {
    expect(streakFlames(days)).toEqual({ flames, extra });
  });
});
