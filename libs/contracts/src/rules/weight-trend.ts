import type { BodyUnits } from './body-fields';
import { kgToLb } from './body';

/*
 * The trend weight (docs/decisions.md "Weigh-ins"): John Walker's exponentially smoothed moving
 * average from "The Hacker's Diet" (chapter "Signal and Noise"): each day the trend moves a tenth of
 * the way from yesterday's trend to today's weight,
 *
 *   T(1) = W(1),   T(d) = T(d−1) + 0.1 × (W(d) − T(d−1)),
 *
 * so a day's water swing moves the trend by a tenth of itself while a real change shows within a
 * couple of weeks. The smoothing is per calendar day: a day without a weigh-in takes the weight
 * interpolated in a straight line between the weigh-ins around it (as the Hacker's Diet Online
 * does), so weighing every third day gives the same trend as weighing daily on a steady loss.
 */

/** How far the trend moves towards each day's weight (the Hacker's Diet's 10 %). */
export const TREND_SMOOTHING = 0.1;

/** A weigh-in as the rules need it: its calendar day (YYYY-MM-DD) and kilograms. */
export interface DatedWeight {
  date: string;
  weightKg: number;
}

/** The trend on one calendar day. */
export interface TrendPoint {
  date: string;
  trendKg: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The calendar day `days` after (or before, negative) a YYYY-MM-DD day. */
export const addDays = (date: string, days: number) => dateOf(dayNumber(date) + days);

/** Whole days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round(dayNumber(to) - dayNumber(from));

/**
 * The trend of every calendar day from the first weigh-in to the last, oldest first. The weigh-ins
 * may come in any order; one per day (a second for the same day counts as the later one given).
 */
export function dailyTrend(weighIns: readonly DatedWeight[]): TrendPoint[] {
  const byDay = new Map<number, number>();
  for (const w of weighIns) byDay.set(dayNumber(w.date), w.weightKg);
  const days = [...byDay.keys()].sort((a, b) => a - b);
  if (days.length === 0) return [];
  const points: TrendPoint[] = [];
  let trend = byDay.get(days[0]!)!;
  points.push({ date: dateOf(days[0]!), trendKg: trend });
  for (let i = 1; i < days.length; i++) {
    const fromDay = days[i - 1]!;
    const toDay = days[i]!;
    const fromKg = byDay.get(fromDay)!;
    const toKg = byDay.get(toDay)!;
    for (let day = fromDay + 1; day <= toDay; day++) {
      const weight = fromKg + ((toKg - fromKg) * (day - fromDay)) / (toDay - fromDay);
      trend += TREND_SMOOTHING * (weight - trend);
      points.push({ date: dateOf(day), trendKg: trend });
    }
  }
  return points;
}

/** The trend on the days of the weigh-ins themselves, oldest first. */
export function trendOnWeighInDays<T extends DatedWeight>(weighIns: readonly T[]): (T & { trendKg: number })[] {
  const trend = new Map(dailyTrend(weighIns).map((p) => [p.date, p.trendKg]));
  return [...weighIns].sort((a, b) => a.date.localeCompare(b.date)).map((w) => ({ ...w, trendKg: trend.get(w.date)! }));
}

/**
 * The trend's change per week: the least-squares slope of the daily trend against the day, times 7
 * (a straight line through every day's trend, as the Hacker's Diet reports its weekly rate, so one
 * odd day at either end does not decide it). Null with under `minDays` days between the first and
 * last point, when a slope would be mostly noise.
 */
export function weeklyRateKg(points: readonly TrendPoint[], minDays = 7): number | null {
  if (points.length < 2) return null;
  const xs = points.map((p) => dayNumber(p.date));
  if (Math.max(...xs) - Math.min(...xs) < minDays) return null;
  const meanX = xs.reduce((s, x) => s + x, 0) / xs.length;
  const meanY = points.reduce((s, p) => s + p.trendKg, 0) / points.length;
  let num = 0;
  let den = 0;
  points.forEach((p, i) => {
    num += (xs[i]! - meanX) * (p.trendKg - meanY);
    den += (xs[i]! - meanX) ** 2;
  });
  return (num / den) * 7;
}

/** How much the trend moved from day `from` to day `to`; null when either lies outside the points. */
export function trendChangeKg(points: readonly TrendPoint[], from: string, to: string): number | null {
  const at = new Map(points.map((p) => [p.date, p.trendKg]));
  const a = at.get(from);
  const b = at.get(to);
  return a === undefined || b === undefined ? null : b - a;
}

/** Where a weigh-in came from: typed by the member, or imported from another app's export. */
export const WEIGH_IN_SOURCES = ['manual', 'myfitnesspal', 'cronometer'] as const;
export type WeighInSource = (typeof WEIGH_IN_SOURCES)[number];

/** What a weigh-in may be (the profile's weight limits) and how far back a day may be. */
export const WEIGH_IN_LIMITS = { minKg: 20, maxKg: 400, earliestDate: '2000-01-01', maxRangeDays: 731 } as const;

/**
 * Kilograms as stored: two decimals, so a weight typed in pounds to one decimal comes back the same
 * (150.1 lb = 68.0843 kg → 68.08 kg → 150.09 lb, shown 150.1).
 */
export const storedKg = (kg: number) => Math.round(kg * 100) / 100;

/**
 * The weekly rate in words with its sign: '−0.4 kg/week', '+0.9 lbs/week', 'Steady' when it rounds
 * to zero at one decimal.
 */
export function weeklyRateInWords(kgPerWeek: number, units: BodyUnits): string {
  const value = units === 'metric' ? kgPerWeek : kgToLb(kgPerWeek, true);
  const shown = Math.round(Math.abs(value) * 10) / 10;
  if (shown === 0) return 'Steady';
  return `${value < 0 ? '−' : '+'}${shown.toFixed(1)} ${units === 'metric' ? 'kg' : 'lbs'}/week`;
}
