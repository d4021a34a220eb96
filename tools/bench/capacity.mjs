// The capacity of one API instance, for sizing a deployment (docs/deploy-sizing.md): the highest
// request rate at which a realistic mix of members' calls is still answered at p99 <= 200 ms, with
// the API's CPU use and resident memory at that rate. The load is open-loop (lib/open-loop.mjs),
// stepped up until the p99 or the rate gives way.
import { cpuSeconds, mib, peakRss, resetPeak, startApi } from './lib/api-process.mjs';
import { signUp } from './lib/bench-users.mjs';
import { openLoop } from './lib/open-loop.mjs';
import { table } from './lib/verdict.mjs';

const P99_MS = 200;
const MEMBERS = 16;
const STEP_SECONDS = Number(process.env.BENCH_CAPACITY_STEP_SECONDS ?? 6);
const RATES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1600];

/**
 * One member's round of calls, in the proportions the app makes them: the dashboard's reads, the
 * diary after a logged meal, the community page, one write in eleven.
 * @param {string} today
 */
function journey(today) {
  const day = `date=${today}&tz=UTC`;
  const meal = JSON.stringify({ foodName: 'Apple', mealType: 'snack', calories: 95, protein: 0, carbs: 25, fat: 0 });
  return [
    { method: 'GET', path: '/api/auth/user' },
    { method: 'GET', path: `/api/food-entries?${day}` },
    { method: 'GET', path: '/api/nutrition-goals' },
    { method: 'GET', path: '/api/streak?tz=UTC' },
    { method: 'GET', path: `/api/exercise-entries?${day}` },
    { method: 'GET', path: '/api/stretch-breaks?tz=UTC' },
    { method: 'POST', path: '/api/food-entries', body: meal },
    { method: 'GET', path: `/api/food-entries?${day}` },
    { method: 'GET', path: '/api/community-posts?limit=20' },
    { method: 'GET', path: '/api/community-stats' },
    { method: 'GET', path: '/api/user-profile' },
  ];
}

/**
 * Every member's journey, interleaved, at `rate` requests/s in all.
 * @param {string} api
 * @param {string[]} cookies
 * @param {number} rate
 * @param {number} seconds
 */
async function atRate(api, cookies, rate, seconds) {
  const steps = journey(new Date().toISOString().slice(0, 10));
  const r = await openLoop({
    base: api,
    rate,
    seconds,
    next: (i) => {
      const step = /** @type {{ method: string, path: string, body?: string }} */ (
        steps[Math.floor(i / cookies.length) % steps.length]
      );
      const cookie = /** @type {string} */ (cookies[i % cookies.length]);
      return { ...step, headers: { cookie, 'content-type': 'application/json' } };
    },
  });
  return { rps: r.answered / seconds, p99: r.p99, failed: r.failed };
}

/**
 * @param {{ group: import('../stack/lib/process-group.mjs').ProcessGroup, node: string, env: NodeJS.ProcessEnv }} processes
 */
export async function capacityBench({ group, node, env }) {
  // Members may log an entry in every round; the hourly limit has its own tests.
  const { api, pid } = await startApi(group, node, { ...env, ENTRIES_PER_USER_PER_HOUR: '10000000' }, 'api-capacity');
  /** @type {string[]} */
  const cookies = [];
  for (let i = 0; i < MEMBERS; i++) cookies.push((await signUp(api, `capacity${i}`)).cookie);
  await atRate(api, cookies, RATES[0] ?? 50, 3); // warm: pools, prepared plans, JIT

  /** @type {unknown[][]} */
  const rows = [['offered req/s', 'answered req/s', 'p99 ms', 'failed', 'API CPU (cores)', 'API peak RSS', '']];
  /** @type {{ rps: number, cores: number, rss: number } | null} */
  let best = null;
  for (const rate of RATES) {
    resetPeak(pid);
    const cpu0 = cpuSeconds(pid);
    const r = await atRate(api, cookies, rate, STEP_SECONDS);
    const cores = (cpuSeconds(pid) - cpu0) / STEP_SECONDS;
    const rss = peakRss(pid);
    const held = r.p99 <= P99_MS && r.failed === 0 && r.rps >= rate * 0.95;
    rows.push([
      rate,
      r.rps.toFixed(0),
      Number.isNaN(r.p99) ? '-' : r.p99.toFixed(0),
      r.failed,
      cores.toFixed(2),
      mib(rss),
      held ? 'holds' : 'gives way',
    ]);
    if (!held) break;
    best = { rps: r.rps, cores, rss };
  }
  await group.stop('api-capacity');

  console.log(`\nOne API instance on the members' mix (${MEMBERS} members, ${STEP_SECONDS} s per rate, evenly spaced)`);
  console.log(table(rows));
  if (!best) {
    console.log(`capacity: below ${RATES[0]} req/s at p99 <= ${P99_MS} ms`);
    return false;
  }
  console.log(
    `capacity: ${best.rps.toFixed(0)} req/s at p99 <= ${P99_MS} ms, using ${best.cores.toFixed(2)} cores and ${mib(best.rss)} resident ` +
      '(the load generator, PostgreSQL and Redis share this machine)',
  );
  return true;
}
