import {
  activityForWorkouts,
  bmi,
  bmiCategory,
  bmiMacros,
  bmiMarkerPercent,
  bmr,
  calorieGoalFromBody,
  cmToFtIn,
  ftInToCm,
  kgToLb,
  macrosFromSplit,
  MACRO_SPLITS,
  parseGoalInput,
  wizardPlan,
} from './body';

describe('body formulas (spec 9)', () => {
  it('BMI needs height and weight and has one decimal', () => {
    expect(bmi(175, 79)).toBe(25.8);
    expect(bmi(180, 70)).toBe(21.6);
    expect(bmi(null, 70)).toBeNull();
    expect(bmi(175, undefined)).toBeNull();
  });

  it.each([
    [18.4, 'underweight', 'weight_gain'],
    [18.5, 'normal', 'maintenance'],
    [24.9, 'normal', 'maintenance'],
    [25, 'overweight', 'weight_loss'],
    [29.9, 'overweight', 'weight_loss'],
    [30, 'obese', 'weight_loss'],
  ] as const)('BMI %f is %s', (value, category, goal) => {
    expect(bmiCategory(value)).toMatchObject({ category, goal });
  });

  it('places the marker on a 0–40 scale clamped to 2–98 %', () => {
    expect(bmiMarkerPercent(20)).toBe(50);
    expect(bmiMarkerPercent(0.2)).toBe(2);
    expect(bmiMarkerPercent(45)).toBe(98);
  });

  it('BMR: 10 kg + 6.25 cm − 5 age, +5 men, −161 otherwise', () => {
    expect(bmr({ weightKg: 79, heightCm: 175, age: 40, sex: 'male' })).toBe(1688.75);
    expect(bmr({ weightKg: 60, heightCm: 165, age: 30, sex: 'female' })).toBe(1320.25);
    expect(bmr({ weightKg: 60, heightCm: 165, age: 30, sex: 'other' })).toBe(1320.25);
  });

  it('calorie goal from BMI: BMR × 1.375, −500 for loss, +500 for gain, auto by category; needs all four values', () => {
    const male = { weightKg: 79, heightCm: 175, age: 40, sex: 'male' as const };
    expect(calorieGoalFromBody({ ...male, goal: 'maintenance' })).toBe(Math.round(1688.75 * 1.375));
    expect(calorieGoalFromBody({ ...male, goal: 'weight_loss' })).toBe(Math.round(1688.75 * 1.375 - 500));
    expect(calorieGoalFromBody({ ...male, goal: 'weight_gain', activity: 1.55 })).toBe(
      Math.round(1688.75 * 1.55 + 500),
    );
    // BMI 25.8 is overweight: auto means weight loss.
    expect(calorieGoalFromBody({ ...male, goal: 'auto' })).toBe(Math.round(1688.75 * 1.375 - 500));
    expect(calorieGoalFromBody({ ...male, age: null })).toBeNull();
    expect(calorieGoalFromBody({ ...male, sex: undefined })).toBeNull();
  });

  it('BMI-based macros: protein 1.8 g per lb, fat 25 % / 9, carbs the rest / 4', () => {
    // 79 kg = 174.195 lb -> 314 g protein (1256 kcal); 2000 kcal: fat 56 g (504 kcal); carbs (2000-1256-504)/4 = 60.
    expect(bmiMacros(2000, 79)).toEqual({ protein: 314, fat: 56, carbs: 60 });
  });

  it('wizard splits and activity by workouts', () => {
    expect(macrosFromSplit(2000, MACRO_SPLITS.default)).toEqual({ protein: 150, carbs: 200, fat: 67 });
    expect(macrosFromSplit(2000, MACRO_SPLITS.lose)).toEqual({ protein: 175, carbs: 175, fat: 67 });
    expect(macrosFromSplit(2000, MACRO_SPLITS.gain)).toEqual({ protein: 125, carbs: 250, fat: 56 });
    expect([0, 2, 3, 5, 6, 7].map(activityForWorkouts)).toEqual([1.375, 1.375, 1.55, 1.55, 1.725, 1.725]);
    const plan = wizardPlan({ workoutsPerWeek: 4, heightCm: 170, weightKg: 70, goal: 'lose' });
    // BMR (age 35, other): 700 + 1062.5 - 175 - 161 = 1426.5; × 1.55 = 2211.075; −500 = 1711.
    expect(plan).toEqual({ calorieGoal: 1711, proteinGoal: 150, carbGoal: 150, fatGoal: 57 });
  });

  it('conversions', () => {
    expect(kgToLb(100)).toBeCloseTo(220.5);
    expect(kgToLb(100, true)).toBeCloseTo(220.462);
    expect(cmToFtIn(175)).toEqual({ ft: 5, inches: 9 });
    expect(ftInToCm(6, 2)).toBe(188);
  });

  it('goal inputs parse to integers and invalid becomes 0 (spec 5)', () => {
    expect(['2000', '150.7', 'abc', '', '-5'].map(parseGoalInput)).toEqual([2000, 150, 0, 0, 0]);
  });
});
