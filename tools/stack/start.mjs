#!/usr/bin/env node
// `npm start` (and `npm run dev` = --dev): the whole stack on one URL, in the foreground.
// Installs what is missing, builds, picks PostgreSQL (DATABASE_URL, else local, else embedded
// PGlite) and Redis (REDIS_URL, else local, else a redis-server it starts), migrates and seeds, runs
// the API, the worker and the gateway (or the dev servers), and stops them all on Ctrl-C/SIGTERM.
// Only node: builtins are imported statically: node_modules may not exist yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installReason } from './lib/dependencies.mjs';
import { freePort, hostPortOf, isListening, waitFor } from './lib/net-probe.mjs';
import { ProcessGroup } from './lib/process-group.mjs';
import { findRedisServer, noRedisMessage, redisServerArgs } from './lib/redis-server.mjs';
import { stackSessionSecret } from './lib/session-secret.mjs';
import { writeStableReleases } from '../release/release-table.mjs';
import { releasesRoot } from '../release/releases-root.mjs';
import { publishRelease } from '../release/store.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);

const USAGE = `Usage: node tools/stack/start.mjs [--dev] [--skip-install] [--skip-build]
  --dev           dev servers with hot reload instead of the built front-ends and the gateway
  --skip-install  do not run npm install even when packages are missing
  --skip-build    use what is already built
Environment: PORT (4200), API_PORT (3333), DATABASE_URL, REDIS_URL, SESSION_SECRET (else a random one
kept in SESSION_SECRET_FILE, .data/session-secret), and what each service reads.`;
const FLAGS = new Set(['--dev', '--skip-install', '--skip-build']);
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((a) => !FLAGS.has(a));
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}\n${USAGE}`);
  process.exit(2);
}
const dev = args.includes('--dev');
const node = process.execPath;
const say = (/** @type {string} */ line) => console.log(`stack: ${line}`);

const group = new ProcessGroup({
  onUnexpectedExit: (name, how) => {
    console.error(`stack: ${name} stopped (${how}); stopping the stack`);
    void shutdown(1);
  },
});

let shuttingDown = false;
/**
 * @param {number} code
 */
async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  // Apps first, so they do not log errors about a database that went away under them.
  await group.stopInOrder([
    'gateway',
    'shell',
    'mfe-nutrition',
    'mfe-exercise',
    'mfe-community',
    'mfe-profile',
    'worker',
    'api',
  ]);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('exit', () => group.killAllNow());

/**
 * @param {string} title
 * @param {string} command
 * @param {readonly string[]} commandArgs
 */
function runOrExit(title, command, commandArgs) {
  say(title);
  const r = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`stack: ${command} ${commandArgs.join(' ')} failed (${r.signal ?? `exit ${r.status}`})`);
    process.exit(r.status || 1);
  }
}

/**
 * @param {string} name
 * @param {number} fallback
 */
function parsePort(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`stack: ${name} must be a port number, got '${raw}'`);
    process.exit(2);
  }
  return port;
}

/**
 * @param {string} name
 * @param {number} port
 */
async function requireFreePort(name, port, hint = `or set ${name} to another port`) {
  if (await isListening('127.0.0.1', port)) {
    console.error(`stack: port ${port} is already in use (${name}). Stop what uses it ${hint}.`);
    process.exit(1);
  }
}

/** DATABASE_URL, else the local PostgreSQL (database `chairside` created if missing), else PGlite. */
async function chooseDatabase() {
  const { canConnect, databaseUrl, ensureDatabase, LOCAL_ADMIN_URL, redact } = await import('./lib/postgres.mjs');
  if (process.env.DATABASE_URL) {
    say(`database: ${redact(process.env.DATABASE_URL)} (DATABASE_URL)`);
    return { url: process.env.DATABASE_URL, env: {} };
  }
  // LOCAL_POSTGRES_URL / LOCAL_REDIS_URL move where "local" is looked for (tests use them to
  // exercise the fallbacks on a machine that has both).
  const localPg = process.env.LOCAL_POSTGRES_URL || LOCAL_ADMIN_URL;
  if (await canConnect(localPg)) {
    const created = await ensureDatabase(localPg, 'chairside');
    const url = databaseUrl(localPg, 'chairside');
    say(`database: local PostgreSQL, ${url}${created ? ' (created)' : ''}`);
    return { url, env: {} };
  }
  const port = await freePort();
  const dataDir = process.env.PGLITE_DATA_DIR || join(root, '.data', 'pglite');
  say(`database: no PostgreSQL at ${redact(localPg)}, starting embedded PGlite (data in ${dataDir})`);
  await group.start('pglite', node, ['tools/stack/pglite-server.mjs'], {
    env: { ...process.env, PGLITE_PORT: String(port), PGLITE_DATA_DIR: dataDir },
    readyLine: 'pglite ready',
  });
  // PGlite has one backend session: the API keeps a single pooled connection, so a query on another
  // connection never waits behind an open transaction.
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, env: { DB_POOL_MAX: '1' } };
}

/** REDIS_URL, else 127.0.0.1:6379, else a redis-server started here, else a message saying how to get one. */
async function chooseRedis() {
  if (process.env.REDIS_URL) {
    say(`redis: ${process.env.REDIS_URL} (REDIS_URL)`);
    return process.env.REDIS_URL;
  }
  const localRedis = process.env.LOCAL_REDIS_URL || 'redis://127.0.0.1:6379';
  const { host, port: localPort } = hostPortOf(localRedis, 6379);
  if (await isListening(host, localPort)) {
    say(`redis: local Redis at ${host}:${localPort}`);
    return localRedis;
  }
  const binary = findRedisServer();
  if (!binary) {
    console.error(`stack: ${noRedisMessage(`${host}:${localPort}`)}`);
    process.exit(1);
  }
  const port = await freePort();
  say(`redis: nothing at ${host}:${localPort}, starting ${binary} on port ${port} (no persistence)`);
  await group.start('redis', binary, redisServerArgs(port), {
    env: process.env,
    readyLine: /Ready to accept connections/i,
  });
  return `redis://127.0.0.1:${port}`;
}

/** SESSION_SECRET, else the random one of this checkout (made on the first start); never printed. */
function sessionSecret() {
  const file = resolve(process.env.SESSION_SECRET_FILE || join(root, '.data', 'session-secret'));
  const { secret, source } = stackSessionSecret(process.env, file);
  const where = relative(root, file).startsWith('..') ? file : relative(root, file);
  say(
    source === 'SESSION_SECRET'
      ? 'session secret: SESSION_SECRET'
      : `session secret: ${source === 'created' ? 'a new random one in' : 'the one in'} ${where}`,
  );
  return secret;
}

/**
 * @param {string} apiUrl
 */
async function waitForHealth(apiUrl) {
  let last = '';
  try {
    await waitFor(
      async () => {
        const res = await fetch(`${apiUrl}/api/health`);
        last = `${res.status} ${await res.text()}`;
        return res.status === 200;
      },
      { what: 'the API health check', timeoutMs: 60000 },
    );
  } catch (e) {
    throw new Error(`${e instanceof Error ? e.message : String(e)}${last ? `; last answer: ${last}` : ''}`);
  }
}

async function main() {
  const port = parsePort('PORT', 4200);
  const apiPort = parsePort('API_PORT', 3333);
  await requireFreePort('API_PORT', apiPort);
  await requireFreePort('PORT', port);

  if (!args.includes('--skip-install')) {
    const reason = installReason(root);
    // Not `npm ci`: the lockfile lacks other platforms' native builds, which `npm ci` insists on.
    if (reason)
      runOrExit(`installing dependencies (${reason})`, 'npm', [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
      ]);
  }
  if (!args.includes('--skip-build')) {
    const projects = dev ? ['--projects=api,ai-worker'] : [];
    runOrExit('building (nx caches what did not change)', 'npx', [
      'nx',
      'run-many',
      '-t',
      'build',
      '--parallel=1',
      '--outputStyle=static',
      ...projects,
    ]);
  }
  // The gateway serves the front-ends from STATIC_ROOT (default: this checkout).
  const shellIndex = join(process.env.STATIC_ROOT ?? root, 'shell', 'dist', 'index.html');
  for (const file of [
    'services/api/dist/main.js',
    'services/api/dist/db/migrate.js',
    'services/ai-worker/dist/main.js',
    ...(dev ? [] : ['services/gateway/dist/server.js', shellIndex]),
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (run without --skip-build)`);
  }

  const releasesEnv = dev ? {} : publishRemotes();
  const session = sessionSecret();
  // Redis first: its absence is the one case that stops with a message, before anything started.
  const redisUrl = await chooseRedis();
  const database = await chooseDatabase();
  const { host: redisHost, port: redisPort } = hostPortOf(redisUrl, 6379);
  await waitFor(() => isListening(redisHost, redisPort), {
    what: `Redis at ${redisHost}:${redisPort}`,
    timeoutMs: 10000,
  });

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  /** @type {NodeJS.ProcessEnv} */
  const appEnv = {
    ...process.env,
    ...database.env,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    SESSION_SECRET: session,
  };
  delete appEnv.PORT; // PORT is the gateway's; each app gets its own below

  await group.run('migrate', node, ['services/api/dist/db/migrate.js'], { env: appEnv });
  await Promise.all([
    group.start('api', node, ['services/api/dist/main.js'], {
      env: { ...appEnv, PORT: String(apiPort), HOST: '127.0.0.1' },
    }),
    group.start('worker', node, ['services/ai-worker/dist/main.js'], { env: appEnv, readyLine: 'ai-worker ready' }),
  ]);
  await waitForHealth(apiUrl);

  if (dev) await startDevServers(port, apiUrl);
  else await startGateway(port, apiUrl, releasesEnv);
  console.log(`Chairside is running at http://127.0.0.1:${port}`);
}

/**
 * Each remote's build into the release store, so tabs opened on an earlier build keep its chunks,
 * and a release table naming each build just published as stable (a canary set by hand is kept).
 * A table of one's own (RELEASES_FILE, REMOTE_RELEASES) is left as it is.
 * @returns {NodeJS.ProcessEnv} the gateway's release settings
 */
function publishRemotes() {
  const staticRoot = process.env.STATIC_ROOT ?? root;
  const store = releasesRoot(process.env);
  const folders = ['mfe-nutrition', 'mfe-exercise', 'mfe-community', 'mfe-profile'];
  const releases = [];
  for (const folder of folders) {
    const dist = join(staticRoot, folder, 'dist');
    // A build from before releases (or none): the gateway serves it unversioned, as it is.
    if (!existsSync(join(dist, 'release.json'))) {
      say(`releases: ${folder} has no built dist/release.json; served unversioned`);
      continue;
    }
    const { remote, version, kept } = publishRelease(dist, join(store, folder));
    releases.push({ remote, version, stored: kept });
  }
  const where = relative(root, store).startsWith('..') ? store : relative(root, store);
  if (process.env.RELEASES_FILE || process.env.REMOTE_RELEASES) {
    say(`releases: builds published to ${where}; the release table is yours (RELEASES_FILE / REMOTE_RELEASES)`);
    return { RELEASES_ROOT: store };
  }
  const file = join(store, 'releases.json');
  const table = writeStableReleases(file, releases);
  say(
    `releases: ${Object.entries(table)
      .map(([remote, entry]) => `${remote} ${entry.stable}${entry.canary ? ' (+ canary)' : ''}`)
      .join(', ')} (table ${join(where, 'releases.json')})`,
  );
  return { RELEASES_ROOT: store, RELEASES_FILE: file };
}

/**
 * @param {number} port
 * @param {string} apiUrl
 * @param {NodeJS.ProcessEnv} releasesEnv
 */
async function startGateway(port, apiUrl, releasesEnv) {
  await group.start('gateway', node, ['services/gateway/dist/server.js'], {
    env: { ...process.env, ...releasesEnv, PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl },
    readyLine: 'gateway listening',
  });
}

/**
 * @param {number} port
 * @param {string} apiUrl
 */
async function startDevServers(port, apiUrl) {
  const { REMOTES } = (await import('@chairside/contracts/dist/remote-module.js')).default;
  /** @type {Record<string, string>} */
  const remoteUrls = {};
  for (const remote of Object.values(REMOTES)) {
    remoteUrls[remote.env] = process.env[remote.env] || `http://127.0.0.1:${remote.devPort}/mf-manifest.json`;
    await requireFreePort(
      `${remote.folder} dev server`,
      remote.devPort,
      '(dev ports are REMOTES[...].devPort in libs/contracts)',
    );
  }
  const env = { ...process.env, ...remoteUrls, PORT: String(port), API_URL: apiUrl };
  // One after the other: five webpack compilations at once starve a 2-core machine. A dev server
  // holds requests until its first compilation is done, so an answer means "compiled".
  const compiled = (/** @type {string | URL | Request} */ url, /** @type {string} */ what) =>
    waitFor(async () => (await fetch(url, { signal: AbortSignal.timeout(170000) })).ok, {
      what,
      timeoutMs: 180000,
      intervalMs: 500,
    });
  for (const remote of Object.values(REMOTES)) {
    group
      .start(remote.folder, 'npx', ['nx', 'run', `${remote.folder}:serve`, '--outputStyle=stream'], {
        env: { ...env, PORT: String(remote.devPort) },
      })
      .catch(() => {});
    await compiled(`http://127.0.0.1:${remote.devPort}/mf-manifest.json`, `the ${remote.folder} dev server`);
  }
  group.start('shell', 'npx', ['nx', 'run', 'shell:serve', '--outputStyle=stream'], { env }).catch(() => {});
  await compiled(`http://127.0.0.1:${port}/`, 'the shell dev server');
}

main().catch(async (e) => {
  console.error(`stack: ${e.message}`);
  await shutdown(1);
});
