#!/usr/bin/env node
// `npm run bench`: API load against a raw baseline in the same run, then bundle sizes against budgets.
// Needs the built stack (npx nx run-many -t build), PostgreSQL (PG_ADMIN_URL, default local) and
// Redis (REDIS_URL, default local). Exit 0 when it ran, whatever the verdicts; non-zero when it could not.
import autocannon from 'autocannon';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import contracts from '@chairside/contracts/dist/remote-module.js';
import { freePort, hostPortOf, isListening, waitFor } from '../stack/lib/net-probe.mjs';
import { databaseUrl, dropDatabase, ensureDatabase, LOCAL_ADMIN_URL } from '../stack/lib/postgres.mjs';
import { ProcessGroup } from '../stack/lib/process-group.mjs';
import { dropQueueKeys } from '../testing/redis.mjs';
import { KiB, remoteEntryFile, remoteOwnScripts, scriptsOfHtml, sumGzip } from './lib/bundle-sizes.mjs';
import { queueOverheadBench } from './queue-overhead.mjs';
import { dashboardScaleBench } from './dashboard-scale.mjs';
import { expenditureScaleBench } from './expenditure-scale.mjs';
import { feedScaleBench } from './feed-scale.mjs';
import { memoryBench } from './memory.mjs';
import { capacityBench } from './capacity.mjs';
import { CHROMIUM, measurePages } from './lib/page-load.mjs';
import { atLeast, atMost, formatKiB, mark, table } from './lib/verdict.mjs';

const { REMOTES } = contracts;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
// `BENCH_ONLY=pages,dashboard` runs those parts only (api, dashboard, expenditure, queue, feed, memory,
// capacity, pages); the bundle sizes always run. Unset, everything runs.
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((p) => p.trim())) : null;
const runs = (/** @type {string} */ part) => ONLY === null || ONLY.has(part);
const TARGETS = { rpsRatio: 0.7, p99Ratio: 1.5 };
// gzip budgets. The shell's is where a naive module-federation host (~350 KiB measured) must improve.
const BUDGETS = {
  // index.html names only the entry (the bootstrap is async): keep it a small loader.
  shellEntry: 60 * KiB,
  // What the browser fetches before the network is idle (shell + shared singletons + the route's remote).
  firstLoadLogin: 300 * KiB,
  // 315 KiB: the dashboard's first load must leave room for what the product still adds (297.5 KiB
  // measured once forms moved to their own shared entry).
  firstLoadDashboard: 315 * KiB,
  // The landing page, median of 5 cold loads; the dashboard's LCP the same way.
  landingJs: 250 * KiB,
  landingLcpMs: 1000,
  dashboardLcpMs: 1000,
  remoteEntry: 40 * KiB,
  // Each remote's own chunks on its first route (remoteOwnScripts: what the browser really
  // fetched from the remote besides remoteEntry.js). Set from the measured sizes with about 1 KiB of
  // headroom each (docs/decisions.md, "Front end"): a dialog or library pulled into a first page fails.
  /** @type {Record<string, number>} */
  remoteFirstRoute: {
    // /dashboard measured 8.0 KiB after this issue's cards; 7.2 KiB with Water, BMI, Your Streak,
    // Recent Activities and Quick Stats loaded as they near the screen (docs/decisions.md, "Front end"):
    // still over, see there. 8.2 with the fibre and water cards on the first screen, 9.8 with the
    // languages' code, 8.9 with Daily Tip and Your Personality loaded as they near the screen.
    'mfe-nutrition': 6 * KiB,
    // Set from the near-empty placeholder page; the real /stretches measured 9.5 KiB with its 25 cards
    // on the first chunk, 6.3 KiB with them loaded as they near the screen (Breaks this week, Logged
    // today and the reminders card loaded just after stay), the guided break and Edit lazy-loaded;
    // 8.1 with the languages' code, 7.0 after (the English singulars in the calls that show them,
    // words.ts split by what each screen shows, the remote's modules free of side effects).
    'mfe-exercise': 7.5 * KiB,
    // Set from the stub page (a heading); the real /community (stats, composer, the feed's cards
    // with like, delete and report) measured 7.6 KiB by hand, comments, share links and dialogs lazy-loaded;
    // 9.5 in the bench with the languages' code, 8.3 with the moderators' list and the photo preview lazy.
    'mfe-community': 8.5 * KiB,
    // Set from the stub page (a heading); the real /settings (account, invite, preference rows and
    // Your data cards) measured 2.8 KiB by hand, every dialog and the health widget lazy-loaded; 4.7 KiB
    // in the bench with Import, Water goal and the sign-in methods, 3.7 KiB with the PIN dialog and the
    // sign-in changes loaded at the first press; 4.3 with the languages' code, 3.8 after.
    'mfe-profile': 4 * KiB,
  },
};
// The first route of each remote (its row in the shell's route table), loaded signed in.
const REMOTE_FIRST_ROUTES = {
  'mfe-nutrition': '/dashboard',
  'mfe-exercise': '/stretches',
  'mfe-community': '/community',
  'mfe-profile': '/settings',
};
const DB_NAME = 'chairside_bench';
// The small community of the feed bench (the large one is DB_NAME's).
const FEED_DB_NAME = 'chairside_bench_feed';
const SECRET = 'chairside-bench-session-secret-0123456789';

const node = process.execPath;
const group = new ProcessGroup({
  log: () => {},
  onUnexpectedExit: (name, how) => console.error(`bench: ${name} stopped (${how})`),
});
let cannotRun = false;

async function main() {
  console.log(
    `Chairside bench — ${new Date().toISOString()}, ${CONNECTIONS} connections, ${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up\n`,
  );
  try {
    await apiBench();
  } catch (e) {
    cannotRun = true;
    console.error(`API bench could not run: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await group.stopAll();
  }
  console.log('');
  bundleBench();
  process.exit(cannotRun ? 1 : 0);
}

async function apiBench() {
  for (const f of ['services/api/dist/main.js', 'services/api/dist/db/migrate.js', 'services/ai-worker/dist/main.js']) {
    if (!existsSync(f)) throw new Error(`${f} is missing: build first (npx nx run-many -t build)`);
  }
  const adminUrl = process.env.PG_ADMIN_URL ?? LOCAL_ADMIN_URL;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { host, port } = hostPortOf(redisUrl, 6379);
  if (!(await isListening(host, port))) throw new Error(`no Redis at ${redisUrl} (set REDIS_URL)`);

  await dropDatabase(adminUrl, DB_NAME);
  await ensureDatabase(adminUrl, DB_NAME);
  try {
    const dbUrl = databaseUrl(adminUrl, DB_NAME);
    const [apiPort, rawPort] = await Promise.all([freePort(), freePort()]);
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      SESSION_SECRET: SECRET,
      DEMO_ACCOUNTS: 'off',
      QUEUE_PREFIX: 'chairside-bench',
      DB_POOL_MAX: '10',
      // The bench measures the queue's cost, not the per-user limits (they have their own tests): its
      // one user runs hundreds of analyses a minute, ten at a time.
      ANALYSES_PER_USER_PER_MINUTE: '10000000',
      ANALYSES_IN_FLIGHT_PER_USER: '1000',
    };
    await group.run('migrate', node, ['services/api/dist/db/migrate.js'], { env });
    await group.start('api', node, ['services/api/dist/main.js'], {
      env: { ...env, PORT: String(apiPort), HOST: '127.0.0.1' },
    });
    const api = `http://127.0.0.1:${apiPort}`;
    await waitFor(async () => (await fetch(`${api}/api/health`)).status > 0, { what: 'the API', timeoutMs: 30000 });

    const { cookie, path } = await signedInUserWithADay(api);
    if (runs('api')) await apiVersusRaw({ api, cookie, path, env, rawPort });
    if (runs('dashboard')) await dashboardScaleBench({ api, dbUrl });
    if (runs('expenditure')) await expenditureScaleBench({ api, dbUrl });
    if (runs('queue')) await queueOverheadBench({ group, node, env, queuedApi: api, cookie });
    if (runs('feed')) await feedBench({ adminUrl, env, large: { api, dbUrl } });
    if (runs('memory')) await memoryBench({ group, node, env, dbUrl });
    if (runs('capacity') && !(await capacityBench({ group, node, env }))) cannotRun = true;
    if (runs('pages')) await pageLoadBench(api, cookie);
  } finally {
    await group.stopAll();
    await dropDatabase(adminUrl, DB_NAME).catch(() => {});
    await dropDatabase(adminUrl, FEED_DB_NAME).catch(() => {});
    await dropQueueKeys(redisUrl, 'chairside-bench');
  }
}

/**
 * The diary's call through the API against the ORM-free handler answering the same bytes.
 * @param {{ api: string, cookie: string, path: string, env: NodeJS.ProcessEnv, rawPort: number }} a
 */
async function apiVersusRaw({ api, cookie, path, env, rawPort }) {
  await group.start('raw', node, ['tools/bench/raw-food-entries.mjs'], {
    env: { ...env, PORT: String(rawPort) },
    readyLine: 'raw handler listening',
  });
  const raw = `http://127.0.0.1:${rawPort}`;
  const [fromApi, fromRaw] = await Promise.all(
    [api, raw].map(async (base) => {
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${base}${path} answered ${res.status}: ${await res.text()}`);
      return res.json();
    }),
  );
  if (JSON.stringify(fromApi) !== JSON.stringify(fromRaw))
    throw new Error('the API and the raw handler answer differently; the comparison would be unfair');

  await load(`${api}${path}`, cookie, WARMUP_SECONDS);
  const fromTheApi = await load(`${api}${path}`, cookie, SECONDS);
  await load(`${raw}${path}`, cookie, WARMUP_SECONDS);
  const fromTheRaw = await load(`${raw}${path}`, cookie, SECONDS);
  report(path, fromApi.length, fromTheApi, fromTheRaw);
  await group.stop('raw');
}

/**
 * The feed's calls in a small community (a database of its own) against the bench's large one.
 * @param {{ adminUrl: string, env: NodeJS.ProcessEnv, large: { api: string, dbUrl: string } }} a
 */
async function feedBench({ adminUrl, env, large }) {
  await dropDatabase(adminUrl, FEED_DB_NAME);
  await ensureDatabase(adminUrl, FEED_DB_NAME);
  const feedDbUrl = databaseUrl(adminUrl, FEED_DB_NAME);
  const feedApiPort = await freePort();
  await group.run('migrate-feed', node, ['services/api/dist/db/migrate.js'], {
    env: { ...env, DATABASE_URL: feedDbUrl },
  });
  await group.start('api-feed', node, ['services/api/dist/main.js'], {
    env: { ...env, DATABASE_URL: feedDbUrl, PORT: String(feedApiPort), HOST: '127.0.0.1' },
  });
  const feedApi = `http://127.0.0.1:${feedApiPort}`;
  await waitFor(async () => (await fetch(`${feedApi}/api/health`)).status > 0, {
    what: 'the second API',
    timeoutMs: 30000,
  });
  await feedScaleBench({ small: { api: feedApi, dbUrl: feedDbUrl }, large });
  await group.stop('api-feed');
}

/**
 * First load in Chromium through a gateway in front of this run's API: signed out (/login) and in (/dashboard).
 * @param {string} api
 * @param {string | undefined} cookie
 */
async function pageLoadBench(api, cookie) {
  console.log('');
  if (!existsSync('shell/dist/index.html') || !existsSync(CHROMIUM)) {
    console.log(
      `Page load: skipped (${existsSync(CHROMIUM) ? 'shell/dist is not built' : `no Chromium at ${CHROMIUM}: apt-get install -y chromium`})`,
    );
    cannotRun = true;
    return;
  }
  const port = await freePort();
  await group.start('gateway', node, ['services/gateway/dist/server.js'], {
    env: { ...process.env, PORT: String(port), API_URL: api },
    readyLine: 'gateway listening',
  });
  const remotePages = Object.entries(REMOTE_FIRST_ROUTES)
    .filter(([, path]) => path !== '/dashboard')
    .map(([folder, path]) => ({ label: `${folder} ${path}`, path, signedIn: true }));
  const results = await measurePages({
    root,
    baseUrl: `http://127.0.0.1:${port}`,
    cookie,
    pages: [
      { label: 'landing / (signed out, median of 5)', path: '/', budget: BUDGETS.landingJs, runs: 5 },
      { label: 'first load /login (signed out)', path: '/login', budget: BUDGETS.firstLoadLogin },
      {
        label: 'first load /dashboard (signed in, median of 5)',
        path: '/dashboard',
        signedIn: true,
        budget: BUDGETS.firstLoadDashboard,
        runs: 5,
      },
      ...remotePages,
      // One non-English language: what choosing it adds to the dashboard (its texts, per app).
      { label: 'first load /dashboard in German', path: '/dashboard', signedIn: true, language: 'de' },
    ],
  });
  // The German dashboard, last, is read apart: the remotes' first routes are English loads.
  const german = /** @type {PageLoad} */ (results.pop());
  // The pages listed above, in their order.
  const [landing, login, dashboard] = /** @type {[PageLoad, PageLoad, PageLoad]} */ (/** @type {unknown} */ (results));
  console.log('Page load in Chromium (JS fetched until network idle, gzip -9 of the built files)');
  /** @type {unknown[][]} */
  const rows = [['', 'scripts', 'JS gzip', 'budget', '', 'FCP ms', 'LCP ms', '']];
  /** @type {[PageLoad, number, number | null][]} */
  const pageBudgets = [
    [landing, BUDGETS.landingJs, BUDGETS.landingLcpMs],
    [login, BUDGETS.firstLoadLogin, null],
    [dashboard, BUDGETS.firstLoadDashboard, BUDGETS.dashboardLcpMs],
  ];
  pageBudgets.forEach(([r, budget, lcpBudget]) => {
    const v = atMost(r.gzip, budget);
    // LCP targets: the landing page and the dashboard, each <= 1.0 s.
    const lcpVerdict = lcpBudget === null ? '' : r.lcpMs === null ? 'FAIL (no LCP)' : mark(atMost(r.lcpMs, lcpBudget));
    rows.push([
      r.label,
      r.scripts,
      formatKiB(r.gzip),
      formatKiB(budget),
      mark(v),
      r.fcpMs ?? '-',
      r.lcpMs ?? '-',
      lcpVerdict,
    ]);
    if (r.missing.length)
      rows.push(['  (not in any dist)', r.missing.length, r.missing.slice(0, 3).join(' '), '', '', '']);
  });
  console.log(table(rows));

  // Each remote's own chunks on its first route: the dashboard's first cold load for mfe-nutrition.
  console.log(
    "\nRemotes' first routes in Chromium (own chunks: the remote's scripts fetched besides remoteEntry.js, gzip)",
  );
  const byPath = new Map(results.map((r) => [r.path, r]));
  /** @type {unknown[][]} */
  const remoteRows = [['', 'route', 'scripts', 'own chunks', 'budget', '']];
  for (const [folder, path] of Object.entries(REMOTE_FIRST_ROUTES)) {
    const own = remoteOwnScripts(byPath.get(path)?.largest ?? [], folder, remoteEntryOf(folder));
    const gzip = own.reduce((n, f) => n + f.gzip, 0);
    const budget = BUDGETS.remoteFirstRoute[folder] ?? 0;
    // A remote that fetched nothing did not render: that is a failure, not a small size.
    const v = own.length ? atMost(gzip, budget) : { pass: false };
    remoteRows.push([
      folder,
      path,
      own.length,
      formatKiB(gzip),
      formatKiB(budget),
      own.length ? mark(v) : 'FAIL (nothing loaded)',
    ]);
  }
  console.log(table(remoteRows));

  // A language's texts load only when it is chosen: the German dashboard's extra scripts over English.
  const english = new Set(dashboard.largest.map((f) => f.path));
  const extra = german.largest.filter((f) => !english.has(f.path));
  console.log(
    `\nGerman on /dashboard: +${formatKiB(extra.reduce((n, f) => n + f.gzip, 0))} gzip in ${extra.length} scripts ` +
      `(${formatKiB(german.gzip)} in all, English ${formatKiB(dashboard.gzip)})` +
      (process.env.BENCH_VERBOSE
        ? `\n${extra.map((f) => `  ${formatKiB(f.gzip).padStart(10)}  ${f.path}`).join('\n')}`
        : ''),
  );
  if (process.env.BENCH_VERBOSE) {
    for (const r of results)
      console.log(
        `\n${r.label}, its scripts, largest first:\n${r.largest
          .map((f) => `  ${formatKiB(f.gzip).padStart(10)}  ${f.path}`)
          .join('\n')}`,
      );
    // Which of a remote's chunks its first route fetched: where to look when one is over its budget.
    for (const [folder, path] of Object.entries(REMOTE_FIRST_ROUTES))
      console.log(
        `\n${folder} own chunks on ${path}:\n${remoteOwnScripts(
          byPath.get(path)?.largest ?? [],
          folder,
          remoteEntryOf(folder),
        )
          .map((f) => `  ${formatKiB(f.gzip).padStart(10)}  ${f.path}`)
          .join('\n')}`,
      );
  }
  await group.stop('gateway');
}

/**
 * Signs a fresh user up through the API and logs a realistic day of meals for it.
 * @param {string} api
 */
async function signedInUserWithADay(api) {
  const signup = await fetch(`${api}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@chairside.test`, name: 'Bench Hygienist', pin: '4820913' }),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  /** @type {[string, string, number, number, number, number][]} */
  const meals = [
    ['Greek yogurt with berries', 'breakfast', 220, 15, 28, 5],
    ['Black coffee', 'breakfast', 5, 0, 1, 0],
    ['Chicken Caesar salad', 'lunch', 480, 35, 18, 28],
    ['Apple', 'snack', 95, 0, 25, 0],
    ['Almonds', 'snack', 170, 6, 6, 15],
    ['Salmon with rice', 'dinner', 620, 40, 55, 22],
    ['Steamed broccoli', 'dinner', 55, 4, 11, 1],
    ['Dark chocolate', 'snack', 150, 2, 13, 10],
  ];
  for (const [foodName, mealType, calories, protein, carbs, fat] of meals) {
    const res = await fetch(`${api}/api/food-entries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ foodName, mealType, calories, protein, carbs, fat }),
    });
    if (res.status !== 201) throw new Error(`logging an entry answered ${res.status}: ${await res.text()}`);
  }
  return { cookie, path: `/api/food-entries?date=${new Date().toISOString().slice(0, 10)}&tz=UTC` };
}

/**
 * @typedef {{ rps: number, p50: number, p99: number, total: number }} Load
 * @typedef {import('./lib/page-load.mjs').PageLoad} PageLoad
 */

/**
 * @param {string} url
 * @param {string} cookie
 * @param {number} duration
 * @returns {Promise<Load>}
 */
async function load(url, cookie, duration) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers: { cookie } });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx answers under load`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
}

/**
 * @param {string} path
 * @param {number} entries
 * @param {Load} api
 * @param {Load} raw
 */
function report(path, entries, api, raw) {
  const rps = atLeast(api.rps / raw.rps, TARGETS.rpsRatio);
  const p99 = atMost(api.p99 / Math.max(raw.p99, 1), TARGETS.p99Ratio);
  console.log(`GET ${path} (${entries} entries, signed in)`);
  console.log(
    table([
      ['', 'req/s', 'p50 ms', 'p99 ms', 'requests'],
      ['API (NestJS, Fastify)', api.rps.toFixed(0), api.p50, api.p99, api.total],
      ['raw node:http + pg', raw.rps.toFixed(0), raw.p50, raw.p99, raw.total],
    ]),
  );
  console.log(`  req/s ratio API/raw ${rps.value.toFixed(2)} (target ${rps.rule})  ${mark(rps)}`);
  console.log(`  p99 ratio API/raw   ${p99.value.toFixed(2)} (target ${p99.rule})  ${mark(p99)}`);
}

function bundleBench() {
  console.log('Bundle sizes (gzip -9)');
  const rows = [['', 'size', 'budget', '']];
  const measure = (
    /** @type {string} */ label,
    /** @type {string} */ dir,
    /** @type {string[]} */ files,
    /** @type {number} */ budget,
  ) => {
    try {
      const v = atMost(sumGzip(dir, files), budget);
      rows.push([label, formatKiB(v.value), formatKiB(budget), mark(v)]);
    } catch (e) {
      cannotRun = true;
      rows.push([
        label,
        'not built',
        formatKiB(budget),
        String(e instanceof Error ? e.message : e).split('\n')[0] ?? '',
      ]);
    }
  };
  const shellDist = 'shell/dist';
  const index = join(shellDist, 'index.html');
  const initial = existsSync(index) ? scriptsOfHtml(readFileSync(index, 'utf8')) : ['index.html'];
  measure('shell entry JS (index.html scripts)', shellDist, initial, BUDGETS.shellEntry);
  for (const remote of Object.values(REMOTES)) {
    const dist = join(remote.folder, 'dist');
    // Without a manifest the row says so (the manifest is what names the entry).
    const entry = existsSync(join(dist, 'mf-manifest.json')) ? remoteEntryOf(remote.folder) : 'mf-manifest.json';
    measure(`${remote.folder} remoteEntry`, dist, [entry], BUDGETS.remoteEntry);
  }
  console.log(table(rows));
  console.log("(each remote's own chunks: measured on its first route, in the page-load section)");
}

/**
 * The entry file a remote's mf-manifest.json names (remoteEntry.js when there is no manifest).
 * @param {string} folder
 */
function remoteEntryOf(folder) {
  const file = join(folder, 'dist', 'mf-manifest.json');
  return existsSync(file) ? remoteEntryFile(JSON.parse(readFileSync(file, 'utf8'))) : 'remoteEntry.js';
}

main().catch(async (e) => {
  console.error(`bench: ${e.message}`);
  await group.stopAll();
  process.exit(1);
});
