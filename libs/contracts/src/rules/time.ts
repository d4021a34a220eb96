const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** Under 60 minutes in minutes, under 1440 in hours, else days. */
export function relativeTime(then: Date | string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(then).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return plural(minutes, 'minute');
  if (minutes < 1440) return plural(Math.floor(minutes / 60), 'hour');
  return plural(Math.floor(minutes / 1440), 'day');
}

/** Up to 7 flames, then '+N'. */
export const STREAK_MAX_FLAMES = 7;
export function streakFlames(days: number): { flames: number; extra: number } {
  return { flames: Math.min(Math.max(days, 0), STREAK_MAX_FLAMES), extra: Math.max(0, days - STREAK_MAX_FLAMES) };
}
