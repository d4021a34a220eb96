/** Round axis steps (1, 2, 2.5 or 5 × 10^k) so that about `count` of them reach `max`. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(Math.round(v * 1000) / 1000);
  return ticks;
}

/** 'Mon 16' for a YYYY-MM-DD day (the day as written, whatever the browser's zone), in `locale`'s words. */
export function dayLabel(date: string, locale = 'en-US'): { weekday: string; day: string } {
  const d = new Date(`${date}T12:00:00Z`);
  return {
    weekday: d.toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' }),
    day: d.toLocaleDateString(locale, { day: 'numeric', timeZone: 'UTC' }),
  };
}
