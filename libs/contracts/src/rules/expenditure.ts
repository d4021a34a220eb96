import type { GoalValues } from '../nutrition-math';
import { bmr, type BodyGoal, type BodySex } from './body';
import { ACTIVITY_DEFAULTS, bmiMacros, caloriesForGoal, goalFromGoalWeight, resolveGoal } from './goals';
import { addDays, dailyTrend, daysBetween, type DatedWeight } from './weight-trend';

/*
 * The member's own daily energy expenditure, by energy balance (docs/decisions.md "Adaptive calorie
 * goal"): what they ate on average, minus what the change in their trend weight stored or released,
 *
 *   expenditure = mean intake of the logged days − (trend change kg × 7,700 kcal/kg) ÷ days of the change,
 *
 * over the last 28 complete days (today is still being logged). A morning's weigh-in closes the
 * day before, so weigh-ins count up to today.
 */

/** Energy in a kilogram of body weight lost or gained (Wishnofsky's ~3,500 kcal/lb, ×2.2046). */
export const KCAL_PER_KG = 7700;

/** The window and what it must hold before an estimate is shown. */
export const EXPENDITURE_WINDOW = { days: 28, minDays: 14, minLoggedDays: 10, minWeighIns: 3 } as const;

/**
 * Weigh-ins read before the window so the trend on its first day matches the trend of the whole
 * history: a weight 90 days back weighs 0.9^90 ≈ 0.00008 in it.
 */
export const TREND_LEAD_IN_DAYS = 90;

/** A logged day (at least one food entry) and its calories. */
export interface DayIntake {
  date: string;
  kcal: number;
}

export interface ExpenditureInput {
  /** Today in the member's zone (YYYY-MM-DD). */
  today: string;
  /** The first day the member logged food or weight, or null before either. */
  firstDay: string | null;
  /** Logged days; days outside the window are ignored. */
  intake: readonly DayIntake[];
  /** Weigh-ins, any order, from up to TREND_LEAD_IN_DAYS before the window to today. */
  weighIns: readonly DatedWeight[];
}

export interface ExpenditureEstimate {
  kcalPerDay: number;
  /** One standard error, kcal a day: about two chances in three that the real value lies within it. */
  uncertaintyKcal: number;
  meanIntakeKcal: number;
  trendChangeKg: number;
  /** Days the trend change spans. */
  trendDays: number;
}

export interface Expenditure {
  /** The window's first and last day (inclusive) and its length; from is later than to while days is 0. */
  window: { from: string; to: string; days: number };
  loggedDays: number;
  weighIns: number;
  /** What is still needed before an estimate: each 0 once there is enough. */
  missing: { days: number; loggedDays: number; weighIns: number };
  estimate: ExpenditureEstimate | null;
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
/** Sample variance (n − 1); 0 for one value. */
function variance(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
}

/**
 * One standard error of the estimate, from its two parts taken as independent:
 * the intake's, s(intake) ÷ √n, and the weight's, the standard error of a rate read from weigh-ins
 * scattered s(residuals) around the trend at days t: s(residuals) ÷ √Σ(t − t̄)², times 7,700.
 *   σ = √( s(intake)² ÷ n + 7,700² × s(residuals)² ÷ Σ(t − t̄)² )
 */
export function expenditureUncertainty(intakeKcal: readonly number[], residuals: readonly DatedResidual[]): number {
  const intakePart = variance(intakeKcal) / intakeKcal.length;
  const days = residuals.map((r) => daysBetween(residuals[0]!.date, r.date));
  const meanDay = mean(days);
  const spread = days.reduce((s, t) => s + (t - meanDay) ** 2, 0);
  const weightPart = spread > 0 ? (KCAL_PER_KG ** 2 * variance(residuals.map((r) => r.residualKg))) / spread : 0;
  return Math.sqrt(intakePart + weightPart);
}

/** A weigh-in's distance from the trend on its day. */
export interface DatedResidual {
  date: string;
  residualKg: number;
}

/** The estimate over the last 28 complete days, or what is missing for one. */
export function estimateExpenditure(input: ExpenditureInput): Expenditure {
  const to = addDays(input.today, -1);
  const earliest = addDays(to, 1 - EXPENDITURE_WINDOW.days);
  const from = input.firstDay === null ? input.today : input.firstDay > earliest ? input.firstDay : earliest;
  const days = Math.max(0, daysBetween(from, to) + 1);
  const intake = input.intake.filter((d) => d.date >= from && d.date <= to);
  const inWindow = input.weighIns
    .filter((w) => w.date >= from && w.date <= input.today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const weighInDays = new Set(inWindow.map((w) => w.date)).size;
  const missing = {
    days: Math.max(0, EXPENDITURE_WINDOW.minDays - days),
    loggedDays: Math.max(0, EXPENDITURE_WINDOW.minLoggedDays - intake.length),
    weighIns: Math.max(0, EXPENDITURE_WINDOW.minWeighIns - weighInDays),
  };
  const result = { window: { from, to, days }, loggedDays: intake.length, weighIns: weighInDays, missing };
  if (missing.days + missing.loggedDays + missing.weighIns > 0) return { ...result, estimate: null };

  const trend = new Map(
    dailyTrend(input.weighIns.filter((w) => w.date <= input.today)).map((p) => [p.date, p.trendKg]),
  );
  // From the window's first day when the trend reaches back that far, else from the first weigh-in in it.
  const start = trend.has(from) ? from : inWindow[0]!.date;
  const end = inWindow[inWindow.length - 1]!.date;
  const trendDays = daysBetween(start, end);
  const trendChangeKg = trend.get(end)! - trend.get(start)!;
  const meanIntakeKcal = mean(intake.map((d) => d.kcal));
  const residuals = inWindow.map((w) => ({ date: w.date, residualKg: w.weightKg - trend.get(w.date)! }));
  return {
    ...result,
    estimate: {
      kcalPerDay: Math.round(meanIntakeKcal - (trendChangeKg * KCAL_PER_KG) / trendDays),
      uncertaintyKcal: Math.round(
        expenditureUncertainty(
          intake.map((d) => d.kcal),
          residuals,
        ),
      ),
      meanIntakeKcal: Math.round(meanIntakeKcal),
      trendChangeKg: Math.round(trendChangeKg * 100) / 100,
      trendDays,
    },
  };
}

/** The profile values a plan rests on. */
export interface PlanProfile {
  height: number | null;
  weight: number | null;
  age: number | null;
  sex: BodySex | null;
  goalWeight: number | null;
}

/** The BMR of a complete profile, unrounded; null while height, weight, age or sex is missing. */
export function restingKcalOf(p: PlanProfile): number | null {
  if (!p.weight || !p.height || !p.age || !p.sex) return null;
  return bmr({ weightKg: p.weight, heightCm: p.height, age: p.age, sex: p.sex });
}

/** The formula's expenditure beside the measured one: the BMI plan's maintenance, BMR × 1.375. */
export function formulaExpenditure(p: PlanProfile): number | null {
  const resting = restingKcalOf(p);
  return resting === null ? null : Math.round(resting * ACTIVITY_DEFAULTS.bmiDialog);
}

export interface AdaptivePlan {
  goals: GoalValues;
  goal: BodyGoal;
  /** True when the goal was raised to the BMR. */
  floored: boolean;
}

/**
 * Goals from the measured expenditure, on the BMI plan's rules: the goal weight decides loss, gain
 * or maintenance (the BMI without one), −/+500 kcal, never below the BMR, and the BMI plan's macros.
 * Null while the profile lacks a value the BMR needs.
 */
export function adaptivePlan(kcalPerDay: number, p: PlanProfile): AdaptivePlan | null {
  const resting = restingKcalOf(p);
  if (resting === null || !p.weight || !p.height) return null;
  const goal = resolveGoal(goalFromGoalWeight(p.weight, p.goalWeight), p.height, p.weight);
  const calorieGoal = caloriesForGoal(kcalPerDay, resting, goal);
  const m = bmiMacros(calorieGoal, p.weight);
  return {
    goals: { calorieGoal, proteinGoal: m.protein, carbGoal: m.carbs, fatGoal: m.fat },
    goal,
    // The same rule with a floor of 0: above it only when the BMR floor lifted the goal.
    floored: calorieGoal > caloriesForGoal(kcalPerDay, 0, goal),
  };
}
