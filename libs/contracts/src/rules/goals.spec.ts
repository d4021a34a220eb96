import {
  activityForWorkouts,
  bmiMacros,
  bmiPlan,
  calorieGoalFromBody,
  DEFAULT_GOALS,
  goalFieldError,
  macroGoalCalories,
  macrosFromSplit,
  macrosMismatch,
  MACRO_SPLITS,
  parseGoalInput,
  wizardPlan,
  wizardPlanDerivation,
  goalWeightFor,
  goalFromGoalWeight,
  planFromProfile,
} from './goals';

// Expected values are worked by hand from decisions.md "Goals" and docs/product.md "Body and goals" (Mifflin–St Jeor BMR).
describe('goal formulas', () => {
  it('one set of defaults: the dashboard’s 2000 kcal, 150 g protein, 200 g carbs, 70 g fat', () => {
    expect(DEFAULT_GOALS).toEqual({ calorieGoal: 2000, proteinGoal: 150, carbGoal: 200, fatGoal: 70 });
  });

  it('calorie goal from the body: BMR × 1.375, −500 for loss, +500 for gain, auto by BMI; needs all four values', () => {
    // 79 kg, 175 cm, 40, man: BMR 790 + 1093.75 − 200 + 5 = 1688.75; × 1.375 = 2322.03.
    const male = { weightKg: 79, heightCm: 175, age: 40, sex: 'male' as const };
    expect(calorieGoalFromBody({ ...male, goal: 'maintenance' })).toBe(2322);
    expect(calorieGoalFromBody({ ...male, goal: 'weight_loss' })).toBe(1822);
    // × 1.55 = 2617.56; + 500 = 3117.56.
    expect(calorieGoalFromBody({ ...male, goal: 'weight_gain', activity: 1.55 })).toBe(3118);
    // BMI 25.8 is overweight: auto means weight loss.
    expect(calorieGoalFromBody({ ...male, goal: 'auto' })).toBe(1822);
    expect(calorieGoalFromBody({ ...male, age: null })).toBeNull();
    expect(calorieGoalFromBody({ ...male, sex: undefined })).toBeNull();
  });

  it('never suggests fewer calories than the BMR (60 kg woman, 165 cm, 30, losing weight)', () => {
    // BMR 600 + 1031.25 − 150 − 161 = 1320.25; × 1.375 − 500 = 1315.3 would be under it.
    expect(calorieGoalFromBody({ weightKg: 60, heightCm: 165, age: 30, sex: 'female', goal: 'weight_loss' })).toBe(
      1320,
    );
  });

  it('BMI plan for an 85 kg man losing weight: 153 g protein (1.8 g/kg), fat 25 %, carbs the rest', () => {
    // BMR 850 + 1125 − 200 + 5 = 1780; × 1.375 = 2447.5; − 500 = 1947.5 → 1948 kcal.
    // Protein 1.8 × 85 = 153 g (612 kcal); fat 1948 × 0.25 / 9 = 54.1 → 54 g (486 kcal);
    // carbs (1948 − 612 − 486) / 4 = 212.5 → 213 g.
    const man = { weightKg: 85, heightCm: 180, age: 40, sex: 'male' as const, goal: 'weight_loss' as const };
    expect(bmiPlan(man)).toEqual({ calorieGoal: 1948, proteinGoal: 153, carbGoal: 213, fatGoal: 54 });
    expect(bmiPlan({ ...man, age: undefined })).toBeNull();
  });

  it('BMI macros never give negative carbs', () => {
    // 1200 kcal, 120 kg: protein 216 g (864 kcal), fat 33 g (297 kcal): 39 kcal left → 10 g.
    expect(bmiMacros(1200, 120)).toEqual({ protein: 216, fat: 33, carbs: 10 });
    expect(bmiMacros(1000, 150).carbs).toBe(0);
  });

  it('wizard splits, activity by workouts, and the same BMR floor', () => {
    expect(macrosFromSplit(2000, MACRO_SPLITS.default)).toEqual({ protein: 150, carbs: 200, fat: 67 });
    expect(macrosFromSplit(2000, MACRO_SPLITS.lose)).toEqual({ protein: 175, carbs: 175, fat: 67 });
    expect(macrosFromSplit(2000, MACRO_SPLITS.gain)).toEqual({ protein: 125, carbs: 250, fat: 56 });
    expect([0, 2, 3, 5, 6, 7].map(activityForWorkouts)).toEqual([1.375, 1.375, 1.55, 1.55, 1.725, 1.725]);
    // BMR (age 35, other): 700 + 1062.5 − 175 − 161 = 1426.5; × 1.55 = 2211.075; − 500 = 1711.
    expect(
      wizardPlan({ workoutsPerWeek: 4, heightCm: 170, weightKg: 70, goal: 'lose', age: 35, sex: 'other' }),
    ).toEqual({
      calorieGoal: 1711,
      proteinGoal: 150,
      carbGoal: 150,
      fatGoal: 57,
    });
    // 45 kg, 150 cm, 35, other: BMR 450 + 937.5 − 175 − 161 = 1051.5; × 1.375 − 500 = 945.8 → floor 1052 (rounded BMR).
    expect(
      wizardPlan({ workoutsPerWeek: 1, heightCm: 150, weightKg: 45, goal: 'lose', age: 35, sex: 'other' }).calorieGoal,
    ).toBe(1052);
  });

  it("the wizard plans from the member's own age and sex, and says how in one line", () => {
    // 68 kg, 165 cm, 40-year-old woman: BMR 680 + 1031.25 − 200 − 161 = 1350.25; × 1.375 = 1856.59;
    // − 500 = 1356.59 → 1357 (above the BMR). Lose split 35/35/30: 1357 × 0.35 / 4 = 118.7 → 119 g
    // protein and carbs; 1357 × 0.30 / 9 = 45.2 → 45 g fat.
    const woman = { workoutsPerWeek: 1, heightCm: 165, weightKg: 68, goal: 'lose', age: 40, sex: 'female' } as const;
    expect(wizardPlan(woman)).toEqual({ calorieGoal: 1357, proteinGoal: 119, carbGoal: 119, fatGoal: 45 });
    expect(wizardPlanDerivation(woman)).toBe(
      'Resting 1,350 kcal (68 kg, 165 cm, 40-year-old woman) × 1.375 for 0–2 workouts − 500 to lose = 1,357 kcal a day',
    );
    // 82 kg, 180 cm, 30-year-old man: BMR 820 + 1125 − 150 + 5 = 1800; × 1.55 = 2790; + 500 = 3290.
    // Gain split 25/50/25: 3290 × 0.25 / 4 = 205.6 → 206; × 0.5 / 4 = 411.25 → 411; × 0.25 / 9 = 91.4 → 91.
    const man = { workoutsPerWeek: 4, heightCm: 180, weightKg: 82, goal: 'gain', age: 30, sex: 'male' } as const;
    expect(wizardPlan(man)).toEqual({ calorieGoal: 3290, proteinGoal: 206, carbGoal: 411, fatGoal: 91 });
    expect(wizardPlanDerivation(man)).toBe(
      'Resting 1,800 kcal (82 kg, 180 cm, 30-year-old man) × 1.55 for 3–5 workouts + 500 to gain = 3,290 kcal a day',
    );
    // The floor case above (BMR 1051.5, plan 945.8) says the plan was kept at the resting need.
    expect(
      wizardPlanDerivation({ workoutsPerWeek: 1, heightCm: 150, weightKg: 45, goal: 'lose', age: 35, sex: 'other' }),
    ).toBe(
      'Resting 1,052 kcal (45 kg, 150 cm, 35-year-old person (female formula)) × 1.375 for 0–2 workouts − 500 to lose = 1,052 kcal a day, kept at your resting need',
    );
  });

  it('the goal weight matches the goal: 5 % below to lose, 5 % above to gain, the same to maintain', () => {
    expect(goalWeightFor('lose', 68)).toBe(65); // 68 × 0.95 = 64.6
    expect(goalWeightFor('gain', 82)).toBe(86); // 82 × 1.05 = 86.1
    expect(goalWeightFor('maintain', 68.4)).toBe(68.4);
  });

  it('a goal weight below, above or equal to the current weight is loss, gain or maintenance', () => {
    expect(goalFromGoalWeight(68, 65)).toBe('weight_loss');
    expect(goalFromGoalWeight(82, 86)).toBe('weight_gain');
    expect(goalFromGoalWeight(70, 70)).toBe('maintenance');
    expect(goalFromGoalWeight(70, null)).toBe('auto');
  });

  it('recomputed goals follow the profile as it now is, toward its goal weight', () => {
    // 85 kg, 180 cm, 40-year-old man heading for 80 kg: BMR 850 + 1125 − 200 + 5 = 1780; × 1.375 = 2447.5;
    // − 500 = 1947.5 → 1948; protein 1.8 × 85 = 153 g; fat 1948 × 0.25 / 9 = 54.1 → 54 g;
    // carbs (1948 − 612 − 486) / 4 = 212.5 → 213 g (the Body Measurements case in the e2e tests).
    const man = { height: 180, weight: 85, age: 40, sex: 'male', goalWeight: 80 } as const;
    expect(planFromProfile(man)).toEqual({ calorieGoal: 1948, proteinGoal: 153, carbGoal: 213, fatGoal: 54 });
    expect(planFromProfile({ ...man, age: null })).toBeNull();
  });

  it('macro calories and the 10 % mismatch warning', () => {
    // The case: 1500 kcal with macros worth 2700 kcal (150·4 + 300·4 + 100·9).
    const off = { calorieGoal: 1500, proteinGoal: 150, carbGoal: 300, fatGoal: 100 };
    expect(macroGoalCalories(off)).toBe(2700);
    expect(macrosMismatch(off)).toBe(true);
    // The defaults add up to 600 + 800 + 630 = 2030, 1.5 % off 2000.
    expect(macrosMismatch(DEFAULT_GOALS)).toBe(false);
    // 600 + 808 + 792 = 2200, exactly 10 % over: no warning; 604 + 800 + 801 = 2205: warning.
    expect(macrosMismatch({ calorieGoal: 2000, proteinGoal: 150, carbGoal: 202, fatGoal: 88 })).toBe(false);
    expect(macrosMismatch({ calorieGoal: 2000, proteinGoal: 151, carbGoal: 200, fatGoal: 89 })).toBe(true);
    // 400 + 800 + 585 = 1785, 10.75 % under.
    expect(macrosMismatch({ calorieGoal: 2000, proteinGoal: 100, carbGoal: 200, fatGoal: 65 })).toBe(true);
  });

  it('goal fields: whole numbers of at least 0; blank means 0; others refused with a message', () => {
    expect(['2000', '0', '', '  '].map((t) => goalFieldError(t, 20000))).toEqual([null, null, null, null]);
    expect(goalFieldError('-100', 20000)).toBe('Must be 0 or more.');
    expect(goalFieldError('abc', 20000)).toBe('Enter a number.');
    expect(goalFieldError('150.7', 2000)).toBe('Enter a whole number.');
    expect(goalFieldError('2001', 2000)).toBe('Must be at most 2000.');
    expect(['2000', '', '0'].map(parseGoalInput)).toEqual([2000, 0, 0]);
  });
});
