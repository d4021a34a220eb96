import {
  adaptivePlan,
  estimateExpenditure,
  expenditureUncertainty,
  formulaExpenditure,
  type DayIntake,
  type PlanProfile,
} from './expenditure';
import { addDays } from './weight-trend';

// Every expected value below is worked on paper in the comment above it (docs/decisions.md
// "Adaptive calorie goal": expenditure = mean intake − trend change × 7,700 ÷ days).

/** `n` consecutive days from `first`, alternating the two values given. */
function days(first: string, n: number, a: number, b: number): DayIntake[] {
  return Array.from({ length: n }, (_, i) => ({ date: addDays(first, i), kcal: i % 2 === 0 ? a : b }));
}

describe('estimateExpenditure', () => {
  it('a steady loss weighed daily: intake 2,200, trend −1.4 kg in 28 days → 2,585 ± 67 kcal', () => {
    // Today 1 March 2026: the window is the 28 complete days 1–28 February.
    // Weigh-ins every day from 1 October 2025, 90 kg − 0.05 kg a day (n = days since 1 October).
    // On a steady ramp the trend lags the weight by 9 × 0.05 × (1 − 0.9^n) kg, a lag that has
    // settled long before February (0.9^123 ≈ 2e-6), so the trend falls 0.05 × 28 = 1.4 kg from
    // 1 February (n = 123) to 1 March (n = 151): −1.4 × 7,700 ÷ 28 = −385 kcal a day.
    // Intake: 2 to 11 February, 2,000 and 2,400 in turn: mean 2,200. 2,200 + 385 = 2,585.
    // Uncertainty: intake deviations ±200 ten times: s² = 400,000 ÷ 9 = 44,444.4, ÷ 10 days =
    // 4,444.4; the residuals are all the same lag (spread 0), so σ = √4,444.4 = 66.7 → 67.
    const weighIns = Array.from({ length: 152 }, (_, n) => ({
      date: addDays('2025-10-01', n),
      weightKg: 90 - 0.05 * n,
    }));
    const intake = [
      { date: '2026-01-31', kcal: 3000 }, // before the window
      ...days('2026-02-02', 10, 2000, 2400),
      { date: '2026-03-01', kcal: 500 }, // today, still being logged
    ];
    const r = estimateExpenditure({ today: '2026-03-01', firstDay: '2025-06-01', intake, weighIns });
    expect(r.window).toEqual({ from: '2026-02-01', to: '2026-02-28', days: 28 });
    // 1 February to 1 March: 29 weigh-ins.
    expect(r.loggedDays).toBe(10);
    expect(r.weighIns).toBe(29);
    expect(r.missing).toEqual({ days: 0, loggedDays: 0, weighIns: 0 });
    expect(r.estimate).toEqual({
      kcalPerDay: 2585,
      uncertaintyKcal: 67,
      meanIntakeKcal: 2200,
      trendChangeKg: -1.4,
      trendDays: 28,
    });
  });

  it('a member who started 19 days ago: the trend starts at their first weigh-in; steady weight → intake', () => {
    // First day 10 February: window 10–28 February, 19 days. Weigh-ins 70 kg on 12 and 20
    // February and today: the trend stays 70, a change of 0 over 12 Feb → 1 Mar = 17 days.
    // Intake 11–20 February, 1,800 and 2,000 in turn: mean 1,900 = the expenditure.
    // s² = 10 × 100² ÷ 9 = 11,111.1, ÷ 10 = 1,111.1, √ = 33.3 → 33.
    const r = estimateExpenditure({
      today: '2026-03-01',
      firstDay: '2026-02-10',
      intake: days('2026-02-11', 10, 1800, 2000),
      weighIns: [
        { date: '2026-02-12', weightKg: 70 },
        { date: '2026-02-20', weightKg: 70 },
        { date: '2026-03-01', weightKg: 70 },
      ],
    });
    expect(r.window).toEqual({ from: '2026-02-10', to: '2026-02-28', days: 19 });
    expect(r.estimate).toEqual({
      kcalPerDay: 1900,
      uncertaintyKcal: 33,
      meanIntakeKcal: 1900,
      trendChangeKg: 0,
      trendDays: 17,
    });
  });

  it('not enough yet: says how many days, logged days and weigh-ins are missing', () => {
    // First day 23 February: 23–28 February is 6 days (8 short of 14); 4 logged (6 short of 10);
    // weigh-ins on 25 February and today: 2 (1 short of 3).
    const r = estimateExpenditure({
      today: '2026-03-01',
      firstDay: '2026-02-23',
      intake: days('2026-02-23', 4, 2000, 2000),
      weighIns: [
        { date: '2026-02-25', weightKg: 80 },
        { date: '2026-03-01', weightKg: 79.8 },
      ],
    });
    expect(r.window).toEqual({ from: '2026-02-23', to: '2026-02-28', days: 6 });
    expect(r.missing).toEqual({ days: 8, loggedDays: 6, weighIns: 1 });
    expect(r.estimate).toBeNull();
  });

  it('a new member with nothing logged needs all of it', () => {
    const r = estimateExpenditure({ today: '2026-03-01', firstDay: null, intake: [], weighIns: [] });
    expect(r.window.days).toBe(0);
    expect(r.missing).toEqual({ days: 14, loggedDays: 10, weighIns: 3 });
    expect(r.estimate).toBeNull();
  });

  it('14 days, 10 logged and 3 weigh-ins is enough; 13 days is one short', () => {
    // First day 15 February: 15–28 February is exactly 14 days.
    const input = {
      today: '2026-03-01',
      intake: days('2026-02-15', 10, 2000, 2000),
      weighIns: [
        { date: '2026-02-15', weightKg: 60 },
        { date: '2026-02-20', weightKg: 60 },
        { date: '2026-02-25', weightKg: 60 },
      ],
    };
    expect(estimateExpenditure({ ...input, firstDay: '2026-02-15' }).estimate?.kcalPerDay).toBe(2000);
    // From 16 February the window has 13 days and only the two later weigh-ins.
    expect(estimateExpenditure({ ...input, firstDay: '2026-02-16' }).missing).toEqual({
      days: 1,
      loggedDays: 1,
      weighIns: 1,
    });
  });
});

describe('expenditureUncertainty', () => {
  it('adds the intake part and the weight part in quadrature', () => {
    // Intake 2,000 and 2,400 five times each: s² = 44,444.4, ÷ 10 = 4,444.4.
    // Residuals +0.1, −0.1, +0.1, −0.1 kg on days 0, 7, 14, 21: mean 0, s² = 0.04 ÷ 3 = 0.013333;
    // Σ(t − 10.5)² = 110.25 + 12.25 + 12.25 + 110.25 = 245;
    // weight part = 7,700² × 0.013333 ÷ 245 = 59,290,000 × 0.013333 ÷ 245 = 3,226.7.
    // σ = √(4,444.4 + 3,226.7) = √7,671.1 = 87.58.
    const intake = [2000, 2400, 2000, 2400, 2000, 2400, 2000, 2400, 2000, 2400];
    const residuals = [
      { date: '2026-01-07', residualKg: 0.1 },
      { date: '2026-01-14', residualKg: -0.1 },
      { date: '2026-01-21', residualKg: 0.1 },
      { date: '2026-01-28', residualKg: -0.1 },
    ];
    expect(expenditureUncertainty(intake, residuals)).toBeCloseTo(87.58, 1);
  });
});

describe('adaptivePlan and formulaExpenditure', () => {
  // 79 kg, 175 cm, 40-year-old man: BMR 790 + 1,093.75 − 200 + 5 = 1,688.75.
  const man: PlanProfile = { weight: 79, height: 175, age: 40, sex: 'male', goalWeight: 75 };

  it('the formula beside the estimate is the BMI plan’s maintenance: 1,688.75 × 1.375 = 2,322', () => {
    expect(formulaExpenditure(man)).toBe(2322);
    expect(formulaExpenditure({ ...man, age: null })).toBeNull();
  });

  it('goal weight below: 2,585 − 500 = 2,085 kcal with the BMI plan’s macros', () => {
    // Protein 1.8 × 79 = 142.2 → 142 g; fat 2,085 × 0.25 ÷ 9 = 57.9 → 58 g;
    // carbs (2,085 − 142 × 4 − 58 × 9) ÷ 4 = (2,085 − 568 − 522) ÷ 4 = 248.75 → 249 g.
    expect(adaptivePlan(2585, man)).toEqual({
      goals: { calorieGoal: 2085, proteinGoal: 142, carbGoal: 249, fatGoal: 58 },
      goal: 'weight_loss',
      floored: false,
    });
  });

  it('never below the BMR: 2,000 − 500 = 1,500 is raised to 1,689', () => {
    // Fat 1,689 × 0.25 ÷ 9 = 46.9 → 47 g; carbs (1,689 − 568 − 423) ÷ 4 = 174.5 → 175 g.
    expect(adaptivePlan(2000, man)).toEqual({
      goals: { calorieGoal: 1689, proteinGoal: 142, carbGoal: 175, fatGoal: 47 },
      goal: 'weight_loss',
      floored: true,
    });
  });

  it('gain, maintain, or the BMI without a goal weight; null without the BMR’s values', () => {
    expect(adaptivePlan(2585, { ...man, goalWeight: 85 })?.goals.calorieGoal).toBe(3085);
    expect(adaptivePlan(2585, { ...man, goalWeight: 79 })?.goals.calorieGoal).toBe(2585);
    // BMI 79 ÷ 1.75² = 25.8, overweight: loss.
    expect(adaptivePlan(2585, { ...man, goalWeight: null })?.goal).toBe('weight_loss');
    expect(adaptivePlan(2585, { ...man, sex: null })).toBeNull();
  });
});
