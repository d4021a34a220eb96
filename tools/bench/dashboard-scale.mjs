// The dashboard's API calls cost the same for a user with 5,000 food entries as for one
// with 10 (streak in one indexed query, day lists by index range). One run, alternating users.
import pg from 'pg';
import { p50p95, signUp } from './lib/bench-users.mjs';
import { atMost, mark, table } from './lib/verdict.mjs';

const TARGET_RATIO = 1.5;
const SAMPLES = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 200);
const WARMUP = 20;

/**
 * The calls the dashboard makes on load, as the browser sends them (in parallel).
 * @param {string} tz
 */
function dashboardPaths(tz) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
  const q = `date=${date}&tz=${encodeURIComponent(tz)}`;
  return [
    '/api/auth/user',
    `/api/food-entries?${q}`,
    `/api/exercise-entries?${q}`,
    `/api/streak?tz=${encodeURIComponent(tz)}`,
    `/api/nutrition-history?days=7&tz=${encodeURIComponent(tz)}`,
    '/api/nutrition-goals',
    '/api/nutrition-personality',
    '/api/user-profile',
  ];
}

/**
 * `count` entries: three a day for the last `streakDays` days (a live streak), the rest spread
 * over the three years before, with gaps, as a long-time user's diary looks.
 * @param {import("pg").Client} db
 * @param {string} userId
 * @param {number} count
 * @param {number} streakDays
 */
async function seedEntries(db, userId, count, streakDays) {
  const recent = Math.min(count, streakDays * 3);
  await db.query(
    `INSERT INTO food_entries (user_id, food_name, meal_type, calories, protein, carbs, fat, analysis_method, created_at)
     SELECT $1, 'Entry ' || g, (ARRAY['breakfast','lunch','dinner','snack'])[1 + g % 4], 200 + g % 400, 10, 20, 5, 'manual',
            CASE WHEN g <= $3 THEN now() - ((g - 1) / 3) * interval '1 day' - interval '1 minute'
                 ELSE now() - ($4 + 2 + (g * 7919) % 1090) * interval '1 day' END
     FROM generate_series(1, $2) AS g`,
    [userId, count, recent, streakDays],
  );
}

/**
 * @param {string} api
 * @param {string} cookie
 * @param {string[]} paths
 */
async function loadDashboard(api, cookie, paths) {
  const t0 = process.hrtime.bigint();
  await Promise.all(
    paths.map(async (p) => {
      const res = await fetch(`${api}${p}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    }),
  );
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/** @param {{ api: string, dbUrl: string }} options */
export async function dashboardScaleBench({ api, dbUrl }) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const small = await signUp(api, 'ten');
    const large = await signUp(api, 'five-thousand');
    await seedEntries(db, small.id, 10, 3);
    await seedEntries(db, large.id, 5000, 30);
    const paths = dashboardPaths('Europe/Berlin');
    const streaks = await Promise.all(
      [small, large].map(
        async (u) =>
          (await (await fetch(`${api}/api/streak?tz=Europe/Berlin`, { headers: { cookie: u.cookie } })).json()).days,
      ),
    );

    for (let i = 0; i < WARMUP; i++) for (const u of [small, large]) await loadDashboard(api, u.cookie, paths);
    /** @type {{ small: number[], large: number[] }} */
    const times = { small: [], large: [] };
    for (let i = 0; i < SAMPLES; i++) {
      // Alternating keeps drift (GC, CPU boost) out of the comparison.
      times.small.push(await loadDashboard(api, small.cookie, paths));
      times.large.push(await loadDashboard(api, large.cookie, paths));
    }
    const [a, b] = [p50p95(times.small), p50p95(times.large)];
    const ratio = atMost(b.p50 / a.p50, TARGET_RATIO);
    console.log(`\nDashboard API calls on load (${paths.length} in parallel, ${SAMPLES} loads each, alternating)`);
    console.log(
      table([
        ['', 'entries', 'streak', 'p50 ms', 'p95 ms'],
        ['user with 10 entries', 10, streaks[0], a.p50.toFixed(2), a.p95.toFixed(2)],
        ['user with 5,000 entries', 5000, streaks[1], b.p50.toFixed(2), b.p95.toFixed(2)],
      ]),
    );
    console.log(`  p50 ratio 5,000/10  ${ratio.value.toFixed(2)} (target ${ratio.rule})  ${mark(ratio)}`);
  } finally {
    await db.end();
  }
}
