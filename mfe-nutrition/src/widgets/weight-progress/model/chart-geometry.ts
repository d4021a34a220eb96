import { kgToLb, type BodyUnits } from '@chairside/contracts/web';
import { daysBetween } from '@chairside/contracts/web-lazy';

/** The drawing's own units: the SVG is stretched to the card's width at a fixed height. */
export const CHART = { width: 600, height: 200 } as const;

/** Round steps for the weight axis, in the unit shown. */
const STEPS = [0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100];
/** The axis spans at least this many units, so a flat week is not drawn as a cliff. */
const MIN_SPAN = 2;

export interface ChartInput {
  from: string;
  to: string;
  weighIns: readonly { date: string; weightKg: number }[];
  trend: readonly { date: string; trendKg: number }[];
  goalKg: number | null;
  units: BodyUnits;
}

export interface ChartGeometry {
  /** Weight axis labels, lowest first, with their height in the drawing. */
  ticks: { value: number; y: number }[];
  points: { date: string; x: number; y: number }[];
  /** The trend as an SVG polyline's `points`. */
  trendLine: string;
  goalY: number | null;
}

const shown = (kg: number, units: BodyUnits) => (units === 'metric' ? kg : kgToLb(kg, true));

/** Where everything goes: x by calendar day across the range, y by weight on round ticks. */
export function chartGeometry(input: ChartInput): ChartGeometry {
  const { from, to, units } = input;
  const values = [
    ...input.weighIns.map((w) => shown(w.weightKg, units)),
    ...input.trend.map((p) => shown(p.trendKg, units)),
    ...(input.goalKg !== null ? [shown(input.goalKg, units)] : []),
  ];
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (!Number.isFinite(lo)) [lo, hi] = [0, MIN_SPAN];
  if (hi - lo < MIN_SPAN) {
    const mid = (hi + lo) / 2;
    [lo, hi] = [mid - MIN_SPAN / 2, mid + MIN_SPAN / 2];
  }
  const step = STEPS.find((s) => (hi - lo) / s <= 5) ?? STEPS[STEPS.length - 1]!;
  const bottom = Math.floor(lo / step) * step;
  const top = Math.ceil(hi / step) * step;
  const y = (v: number) => CHART.height - ((v - bottom) / (top - bottom)) * CHART.height;
  const span = Math.max(1, daysBetween(from, to));
  const x = (date: string) => (daysBetween(from, date) / span) * CHART.width;
  const ticks: ChartGeometry['ticks'] = [];
  for (let v = bottom; v <= top + step / 1000; v += step) {
    const value = Math.round(v * 100) / 100;
    ticks.push({ value, y: y(value) });
  }
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    ticks,
    points: input.weighIns.map((w) => ({ date: w.date, x: r(x(w.date)), y: r(y(shown(w.weightKg, units))) })),
    trendLine: input.trend.map((p) => `${r(x(p.date))},${r(y(shown(p.trendKg, units)))}`).join(' '),
    goalY: input.goalKg !== null ? r(y(shown(input.goalKg, units))) : null,
  };
}
