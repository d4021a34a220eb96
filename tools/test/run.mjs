#!/usr/bin/env node
// `npm test`: everything the tests need on a fresh clone, then lint, unit and integration tests
// (jest, real PostgreSQL and Redis) and browser end-to-end tests (Playwright in Debian's chromium)
// against the built stack. Each run owns its databases and queue keys and drops them at the end.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, ensureDebianPackages } from './setup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
// `node tools/test/run.mjs --e2e -- tests/stretches.spec.ts` runs some stages, and passes what
// follows `--` to Playwright (one spec file or `-g title` while working on a screen).
const dashDash = process.argv.indexOf('--');
const args = new Set(process.argv.slice(2, dashDash === -1 ? undefined : dashDash));
const playwrightArgs = dashDash === -1 ? [] : process.argv.slice(dashDash + 1);
const only = (/** @type {string} */ stage) => args.size === 0 || args.has(`--${stage}`);

/**
 * @param {string} title
 */
function step(title) {
  console.log(`\n=== ${title} ===`);
}

/**
 * @param {string} cmd
 * @param {readonly string[]} cmdArgs
 */
function run(cmd, cmdArgs, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${cmd} ${cmdArgs.join(' ')} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
}

const nx = (/** @type {string[]} */ ...a) => run('npx', ['nx', ...a, '--parallel=1', '--outputStyle=static']);

step('Dependencies');
ensureDependencies(root);
ensureDebianPackages([
  { binary: '/usr/bin/chromium', pkg: 'chromium', why: 'browser end-to-end tests' },
  { binary: '/usr/bin/docker-compose', pkg: 'docker-compose', why: 'checking docker-compose.yml' },
  { binary: '/usr/sbin/haproxy', pkg: 'haproxy', why: 'the round-robin in front of two API instances' },
]);

if (only('typecheck')) {
  step('Type-check (tsc --noEmit, every project)');
  nx('run-many', '-t', 'typecheck');
}

step('Services');
// Imported only now: on a fresh clone `pg` exists only after the install above.
const { requirePostgres, requireRedis } = await import('./services.mjs');
const { createDatabase, dropQueueKeys, freePort } = await import('../testing/index.mjs');
const pg = await requirePostgres();
const redisUrl = await requireRedis();
const runId = `${Date.now().toString(36)}${process.pid}`;

if (only('build')) {
  step('Build');
  nx('run-many', '-t', 'build');
}
if (only('lint')) {
  step('Lint (module boundaries included)');
  nx('run-many', '-t', 'lint');
  step('Formatting (Prettier)');
  run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
}
if (only('unit')) {
  step('Unit and integration tests (jest)');
  run('npx', ['nx', 'run-many', '-t', 'test', '--parallel=1', '--outputStyle=static', '--skip-nx-cache'], {
    REDIS_URL: redisUrl,
    PG_ADMIN_URL: pg.adminUrl,
  });
}
if (only('e2e')) {
  step('Browser end-to-end tests (Playwright, chromium)');
  const queuePrefix = `chairside-e2e-${runId}`;
  const db = await createDatabase('chairside_e2e', pg.adminUrl);
  const databaseUrl = db.url;
  // Free ports, so a second run (or a stack already running) on this machine cannot collide.
  const ports = { gateway: await freePort(), api: await freePort() };
  // The AI provider and Open Food Facts are outside our control: local servers speaking their protocols.
  const { startE2eFakes } = await import('../fakes/e2e-fakes.mjs');
  const fakes = await startE2eFakes({ publicOrigin: `http://localhost:${ports.gateway}` }).catch(async (e) => {
    await db.drop();
    throw e;
  });
  const stack = spawn(process.execPath, ['tools/stack/start.mjs', '--skip-install', '--skip-build'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    // Its own queue prefix: a stack already running on this Redis (npm start) must not take its jobs.
    env: {
      ...process.env,
      ...fakes.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      PORT: String(ports.gateway),
      API_PORT: String(ports.api),
      NODE_ENV: 'test',
      // Every browser test signs up and in through the gateway from one address (decisions.md, "Hardening").
      SIGNUPS_PER_ADDRESS_PER_HOUR: '10000',
      LOGINS_PER_ADDRESS_PER_MINUTE: '10000',
      PASSKEY_CEREMONIES_PER_ADDRESS_PER_MINUTE: '10000',
      // WebAuthn needs a domain, never an IP address: passkeys are bound to this origin (e2e/tests/passkeys.spec.ts).
      PUBLIC_ORIGIN: `http://localhost:${ports.gateway}`,
    },
  });
  let status = 1;
  try {
    const url = await waitForStack(stack);
    // Not spawnSync: the fakes live in this process and must keep answering while the tests run.
    const pw = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], {
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: url,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        API_URL: `http://127.0.0.1:${ports.api}`,
        PUBLIC_ORIGIN: `http://localhost:${ports.gateway}`,
        ...fakes.testEnv,
      },
    });
    status = await new Promise((r) => {
      pw.once('exit', (code) => r(code ?? 1));
      pw.once('error', (e) => {
        console.error(`Playwright could not start: ${e.message}`);
        r(1);
      });
    });
  } finally {
    try {
      if (stack.pid !== undefined) process.kill(-stack.pid, 'SIGTERM');
    } catch {}
    await new Promise((r) => (stack.exitCode === null ? stack.once('exit', r) : r(undefined)));
    await db.drop();
    await fakes.close();
    await dropQueueKeys(redisUrl, queuePrefix);
  }
  if (status !== 0) process.exit(status);
}
console.log('\nAll tests passed.');

/**
 * @param {import("child_process").ChildProcessByStdio<null, import("stream").Readable, null>} child
 */
function waitForStack(child) {
  /** @type {Promise<string | undefined>} */
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the stack did not start within 120 s:\n${out}`)), 120000);
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString();
      process.stdout.write(text);
      out += text;
      const m = out.match(/Chairside is running at (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack stopped before it was ready (exit ${code})`));
    });
  });
}
