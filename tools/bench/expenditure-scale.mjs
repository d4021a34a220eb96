// The expenditure estimate costs the same for two years of daily food entries and weigh-ins as for
// 30 days: PostgreSQL sums the window's days (one range scan of (user_id, created_at)) and the API
// reads the weigh-ins of the window and its 90-day lead-in only. One run, alternating users.
import pg from 'pg';
import { p50p95, signUp } from './lib/bench-users.mjs';
import { atMost, mark, table } from './lib/verdict.mjs';

const BUDGET_P50_MS = 50;
const TARGET_RATIO = 1.5;
const SAMPLES = Number(process.env.BENCH_EXPENDITURE_SAMPLES ?? 200);
const WARMUP = 20;
const TZ = 'Europe/Berlin';
const PATH = `/api/nutrition-goals/expenditure?tz=${encodeURIComponent(TZ)}`;

/**
 * `days` days up to today: three meals a day and a morning weigh-in, losing 0.05 kg a day, and a
 * complete profile, so the answer carries the estimate, the formula and a suggested goal.
 * @param {import("pg").Client} db
 * @param {string} userId
 * @param {number} days
 */
async function seedHistory(db, userId, days) {
  await db.query(
    `INSERT INTO food_entries (user_id, food_name, meal_type, calories, protein, carbs, fat, analysis_method, created_at)
     SELECT $1, 'Meal ' || m, (ARRAY['breakfast','lunch','dinner'])[m], 500 + (d * 37 + m * 101) % 400, 20, 60, 15, 'manual',
            date_trunc('day', now()) - d * interval '1 day' + (6 + m * 5) * interval '1 hour'
     FROM generate_series(1, $2) AS d, generate_series(1, 3) AS m`,
    [userId, days],
  );
  await db.query(
    `INSERT INTO weigh_ins (user_id, date, weight_kg)
     SELECT $1, current_date - d, 80 + 0.05 * d + ((d * 7) % 5 - 2) * 0.1 FROM generate_series(0, $2 - 1) AS d`,
    [userId, days],
  );
  await db.query(
    `UPDATE profiles SET height = 175, weight = 80, age = 40, sex = 'male', goal_weight = 75 WHERE user_id = $1`,
    [userId],
  );
}

/**
 * @param {string} api
 * @param {string} cookie
 */
async function timedCall(api, cookie) {
  const t0 = process.hrtime.bigint();
  const res = await fetch(`${api}${PATH}`, { headers: { cookie } });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${PATH} answered ${res.status}`);
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, body };
}

/** @param {{ api: string, dbUrl: string }} options */
export async function expenditureScaleBench({ api, dbUrl }) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const month = await signUp(api, 'thirty-days');
    const years = await signUp(api, 'two-years');
    await seedHistory(db, month.id, 30);
    await seedHistory(db, years.id, 730);
    const counts = await Promise.all(
      [month, years].map(async (u) => {
        const q = await db.query(
          `SELECT (SELECT count(*) FROM food_entries WHERE user_id = $1)::int AS entries,
                  (SELECT count(*) FROM weigh_ins WHERE user_id = $1)::int AS weighins`,
          [u.id],
        );
        return q.rows[0];
      }),
    );
    // Both must answer with an estimate, or the comparison measures the short path.
    for (const u of [month, years]) {
      const { body } = await timedCall(api, u.cookie);
      if (!body.estimate) throw new Error('the expenditure bench user got no estimate; the seed is wrong');
    }

    for (let i = 0; i < WARMUP; i++) for (const u of [month, years]) await timedCall(api, u.cookie);
    /** @type {{ month: number[], years: number[] }} */
    const times = { month: [], years: [] };
    for (let i = 0; i < SAMPLES; i++) {
      // Alternating keeps drift (GC, CPU boost) out of the comparison.
      times.month.push((await timedCall(api, month.cookie)).ms);
      times.years.push((await timedCall(api, years.cookie)).ms);
    }
    const [a, b] = [p50p95(times.month), p50p95(times.years)];
    const budget = atMost(b.p50, BUDGET_P50_MS);
    const ratio = atMost(b.p50 / a.p50, TARGET_RATIO);
    console.log(`\nGET ${PATH} (${SAMPLES} calls each, one at a time, alternating)`);
    console.log(
      table([
        ['', 'food entries', 'weigh-ins', 'p50 ms', 'p95 ms'],
        ['30 days', counts[0].entries, counts[0].weighins, a.p50.toFixed(2), a.p95.toFixed(2)],
        ['two years', counts[1].entries, counts[1].weighins, b.p50.toFixed(2), b.p95.toFixed(2)],
      ]),
    );
    console.log(`  p50 two years       ${b.p50.toFixed(2)} ms (budget ${budget.rule} ms)  ${mark(budget)}`);
    console.log(`  p50 ratio 2 y/30 d  ${ratio.value.toFixed(2)} (target ${ratio.rule})  ${mark(ratio)}`);
  } finally {
    await db.end();
  }
}
