import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, isListening } from '../lib/net-probe.mjs';
import { findRedisServer } from '../lib/redis-server.mjs';

const root = join(__dirname, '..', '..', '..');
const START = join(root, 'tools', 'stack', 'start.mjs');

describe('start.mjs', () => {
  it('refuses an unknown option with its usage', () => {
    const r = spawnSync(process.execPath, [START, '--turbo'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Unknown option --turbo');
    expect(r.stderr).toContain('--skip-build');
  });

  // Without redis-server installed the same start must stop and say how to get Redis.
  const withRedisServer = findRedisServer() ? it : it.skip;
  const withoutRedisServer = findRedisServer() ? it.skip : it;

  withoutRedisServer(
    'stops with a message saying how to get Redis when none is reachable or installed',
    async () => {
      const deadRedis = await freePort();
      const r = spawnSync(process.execPath, [START, '--skip-install', '--skip-build'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 60000,
        env: {
          ...process.env,
          REDIS_URL: '',
          LOCAL_REDIS_URL: `redis://127.0.0.1:${deadRedis}`,
          PORT: String(await freePort()),
          API_PORT: String(await freePort()),
        },
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('apt-get install -y redis-server');
      expect(r.stderr).toContain('REDIS_URL');
    },
    70000,
  );

  // The fallbacks of a machine with neither PostgreSQL nor Redis: "local" is pointed at dead ports,
  // so the stack runs PGlite and its own redis-server. Uses the built API and worker. Started twice:
  // the first start makes the session secret, the second reuses it (a member stays signed in).
  withRedisServer(
    'runs the stack on PGlite and its own redis-server, prints one URL, stops everything on SIGTERM, and a second start reuses its session secret',
    async () => {
      const tmp = mkdtempSync(join(tmpdir(), 'chairside-start-'));
      mkdirSync(join(tmp, 'shell', 'dist'), { recursive: true });
      writeFileSync(join(tmp, 'shell', 'dist', 'index.html'), '<!doctype html><title>Chairside</title>');
      const [port, apiPort, deadPg, deadRedis] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
      const secretFile = join(tmp, 'data', 'session-secret');
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        API_PORT: String(apiPort),
        STATIC_ROOT: tmp,
        PGLITE_DATA_DIR: join(tmp, 'pglite'),
        LOCAL_POSTGRES_URL: `postgres://postgres@127.0.0.1:${deadPg}/postgres`,
        LOCAL_REDIS_URL: `redis://127.0.0.1:${deadRedis}`,
        QUEUE_PREFIX: `chairside-test-stack-${process.pid}`,
        SESSION_SECRET_FILE: secretFile,
      };
      delete env.DATABASE_URL;
      delete env.REDIS_URL;
      delete env.SESSION_SECRET;
      let stack: ChildProcess | undefined;
      try {
        const first = await startStack(env);
        stack = first.stack;
        const { url, out } = first;
        expect(url).toBe(`http://127.0.0.1:${port}`);
        expect(out.match(/Chairside is running at/g)).toHaveLength(1);
        expect(out).toContain('starting embedded PGlite');
        expect(out).toMatch(/starting \S*redis-server/);

        // The first start made a random secret, for its owner's eyes only, and printed where, not what.
        expect(out).toContain(`session secret: a new random one in ${secretFile}`);
        const secret = readFileSync(secretFile, 'utf8').trim();
        expect(secret).toMatch(/^[0-9a-f]{64}$/);
        expect(statSync(secretFile).mode & 0o777).toBe(0o600);
        expect(out).not.toContain(secret);

        expect((await fetch(`${url}/api/health`)).status).toBe(200);
        const login = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'dentist@chairside.demo', pin: '1234' }),
        });
        expect(login.status).toBe(200);
        // Signed with that secret, not with the development value the repository once published.
        const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
        const id = decodeURIComponent(cookie.split('=')[1]!)
          .replace(/^s:/, '')
          .replace(/\.[^.]*$/, '');
        expect(cookie).toBe(signedCookie(id, secret));
        const forged = await fetch(`${url}/api/auth/user`, {
          headers: { cookie: signedCookie(id, 'chairside-development-session-secret') },
        });
        expect(forged.status).toBe(401);
        expect(await (await fetch(`${url}/dashboard`)).text()).toContain('<title>Chairside</title>');

        stack.kill('SIGTERM');
        expect(await first.exited).toBe(0);
        expect(await isListening('127.0.0.1', port)).toBe(false);
        expect(await isListening('127.0.0.1', apiPort)).toBe(false);
        const redisPort = Number(out.match(/redis-server on port (\d+)/)?.[1]);
        expect(await isListening('127.0.0.1', redisPort)).toBe(false);

        // The second start reuses the secret: the session cookie of the first still signs in.
        const second = await startStack(env);
        stack = second.stack;
        expect(second.out).toContain(`session secret: the one in ${secretFile}`);
        expect(readFileSync(secretFile, 'utf8').trim()).toBe(secret);
        expect((await fetch(`${second.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
        stack.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      } finally {
        if (stack && stack.exitCode === null) stack.kill('SIGKILL');
        rmSync(tmp, { recursive: true, force: true });
      }
    },
    200000,
  );
});

/** express-session's cookie value for a session id, as the API writes it (computed here by hand). */
function signedCookie(id: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '');
  return `chairside.sid=${encodeURIComponent(`s:${id}.${signature}`)}`;
}

/** `npm start --skip-install --skip-build`, resolved once it prints its one URL. */
async function startStack(env: NodeJS.ProcessEnv) {
  const stack = spawn(process.execPath, [START, '--skip-install', '--skip-build'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  stack.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  stack.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => stack.once('exit', (code) => r(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not running after 90 s:\n${out}`)), 90000);
      const check = () => {
        const m = out.match(/^Chairside is running at (http:\/\/\S+)$/m);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      stack.stdout!.on('data', check);
      void exited.then((code) => reject(new Error(`stopped (exit ${code}):\n${out}`)));
    });
    return { stack, url, exited, out };
  } catch (e) {
    if (stack.exitCode === null) stack.kill('SIGKILL');
    throw e;
  }
}
