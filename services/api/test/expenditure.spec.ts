import { apiWithDatabase, signedInBrowser, type Browser } from './harness';

/**
 * GET /api/nutrition-goals/expenditure: the expenditure measured from the last 28 days of food
 * log and weigh-ins, the formula beside it, and the goals it suggests (never below the BMR).
 * The log is written straight into the tables, days back, as years of use would leave it; every
 * expected number is worked by hand in the comment above it (docs/decisions.md "Adaptive calorie goal").
 */
const ctx = apiWithDatabase();
const PATH = '/api/nutrition-goals/expenditure';

/** Today in UTC minus `back` days, YYYY-MM-DD. */
const day = (back = 0) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
};
const idOf = async (b: Browser): Promise<string> => (await b.get('/api/auth/user')).json.id;
/** One food entry of `kcal` at noon UTC, `back` days ago. */
const eat = (userId: string, back: number, kcal: number) =>
  ctx.pg.query(
    `INSERT INTO food_entries (user_id, food_name, meal_type, calories, analysis_method, created_at)
     VALUES ($1, 'Dinner', 'dinner', $2, 'manual', ($3::date + time '12:00') AT TIME ZONE 'UTC')`,
    [userId, kcal, day(back)],
  );
const weigh = (userId: string, back: number, kg: number) =>
  ctx.pg.query('INSERT INTO weigh_ins (user_id, date, weight_kg) VALUES ($1, $2, $3)', [userId, day(back), kg]);
const setBody = (userId: string, b: { height: number; weight: number; age: number; sex: string; goalWeight: number }) =>
  ctx.pg.query(
    'UPDATE profiles SET height = $2, weight = $3, age = $4, sex = $5, goal_weight = $6 WHERE user_id = $1',
    [userId, b.height, b.weight, b.age, b.sex, b.goalWeight],
  );

describe('expenditure', () => {
  it('measures it from 28 days of log and a falling trend, beside the formula, and suggests a goal to lose', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const me = await idOf(b);
    // 79 kg, 175 cm, 40-year-old man aiming for 75 kg: BMR 790 + 1,093.75 − 200 + 5 = 1,688.75.
    await setBody(me, { height: 175, weight: 79, age: 40, sex: 'male', goalWeight: 75 });
    // An entry 30 days back: the member started before the window, so it is the full 28 days
    // (29 to 1 days ago); that day itself is outside it. Today's entry is ignored (still being logged).
    await eat(me, 30, 3000);
    await eat(me, 0, 500);
    // Ten logged days, 20 to 11 days ago: 2,000 and 2,400 in turn, mean 2,200.
    for (let i = 0; i < 10; i++) await eat(me, 20 - i, i % 2 === 0 ? 2000 : 2400);
    // Weigh-ins every day for 151 days up to today, 90 kg − 0.05 kg a day. The trend's lag on that
    // ramp has long settled, so it falls 0.05 × 28 = 1.4 kg from 28 days ago to today:
    // −1.4 × 7,700 ÷ 28 = −385 kcal a day, and 2,200 + 385 = 2,585.
    await ctx.pg.query(
      `INSERT INTO weigh_ins (user_id, date, weight_kg)
       SELECT $1, $2::date + n, 90 - 0.05 * n FROM generate_series(0, 150) AS n`,
      [me, day(150)],
    );
    const r = await b.get(`${PATH}?tz=UTC`);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      window: { from: day(28), to: day(1), days: 28 },
      loggedDays: 10,
      // 28 days ago to today.
      weighIns: 29,
      missing: { days: 0, loggedDays: 0, weighIns: 0 },
      // Intake deviations ±200 ten times: s² = 400,000 ÷ 9 = 44,444.4; ÷ 10 = 4,444.4; the weigh-ins
      // sit the same lag from the trend (spread 0): σ = √4,444.4 = 66.7 → 67.
      estimate: { kcalPerDay: 2585, uncertaintyKcal: 67, meanIntakeKcal: 2200, trendChangeKg: -1.4, trendDays: 28 },
      // BMI plan maintenance 1,688.75 × 1.375 = 2,322.03.
      formulaKcalPerDay: 2322,
      restingKcal: 1689,
      // 2,585 − 500 = 2,085; protein 1.8 × 79 = 142 g; fat 2,085 × 0.25 ÷ 9 = 57.9 → 58 g;
      // carbs (2,085 − 568 − 522) ÷ 4 = 248.75 → 249 g.
      suggestion: {
        goals: { calorieGoal: 2085, proteinGoal: 142, carbGoal: 249, fatGoal: 58 },
        goal: 'weight_loss',
        floored: false,
      },
    });
  });

  it('never suggests less than the BMR', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const me = await idOf(b);
    // 60 kg, 165 cm, 30-year-old woman aiming for 55 kg: BMR 600 + 1,031.25 − 150 − 161 = 1,320.25.
    await setBody(me, { height: 165, weight: 60, age: 30, sex: 'female', goalWeight: 55 });
    // 1,500 kcal on each of the 10 days 20 to 11 days ago; 60 kg 20 and 10 days ago and today.
    for (let i = 0; i < 10; i++) await eat(me, 20 - i, 1500);
    for (const back of [20, 10, 0]) await weigh(me, back, 60);
    const r = (await b.get(`${PATH}?tz=UTC`)).json;
    // The first log is 20 days ago: a window of 20 days; a steady 60 kg, so intake is expenditure.
    expect(r.window).toEqual({ from: day(20), to: day(1), days: 20 });
    expect(r.estimate).toEqual({
      kcalPerDay: 1500,
      uncertaintyKcal: 0,
      meanIntakeKcal: 1500,
      trendChangeKg: 0,
      trendDays: 20,
    });
    // 1,320.25 × 1.375 = 1,815.3.
    expect(r.formulaKcalPerDay).toBe(1815);
    // 1,500 − 500 = 1,000 is under the BMR: 1,320. Protein 1.8 × 60 = 108 g; fat 1,320 × 0.25 ÷ 9
    // = 36.7 → 37 g; carbs (1,320 − 432 − 333) ÷ 4 = 138.75 → 139 g.
    expect(r.suggestion).toEqual({
      goals: { calorieGoal: 1320, proteinGoal: 108, carbGoal: 139, fatGoal: 37 },
      goal: 'weight_loss',
      floored: true,
    });
  });

  it('says what is missing, offers nothing without enough data, and counts only the member’s own log', async () => {
    const owner = await signedInBrowser(ctx.api.base);
    const me = await idOf(owner);
    // Logged 5 to 2 days ago, weighed 3 days ago: the window is 5 to 1 days ago, 5 days.
    for (const back of [5, 4, 3, 2]) await eat(me, back, 2000);
    await weigh(me, 3, 70);
    const r = (await owner.get(`${PATH}?tz=UTC`)).json;
    expect(r).toMatchObject({
      window: { from: day(5), to: day(1), days: 5 },
      loggedDays: 4,
      weighIns: 1,
      // 14 − 5 = 9 days, 10 − 4 = 6 logged days, 3 − 1 = 2 weigh-ins.
      missing: { days: 9, loggedDays: 6, weighIns: 2 },
      estimate: null,
      // No height, age or sex in this profile: no formula and no BMR either.
      formulaKcalPerDay: null,
      restingKcal: null,
      suggestion: null,
    });

    // Another member sees none of it.
    const other = await signedInBrowser(ctx.api.base);
    const theirs = (await other.get(`${PATH}?tz=UTC`)).json;
    expect(theirs).toMatchObject({ loggedDays: 0, weighIns: 0, missing: { days: 14, loggedDays: 10, weighIns: 3 } });
    expect(theirs.window.days).toBe(0);
  });

  it('needs a session and a real time zone', async () => {
    const anonymous = await fetch(`${ctx.api.base}${PATH}`);
    expect(anonymous.status).toBe(401);
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.get(`${PATH}?tz=Mars/Olympus`)).status).toBe(400);
  });
});
