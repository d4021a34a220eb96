import type { NestExpressApplication } from '@nestjs/platform-express';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { createApp } from '../src/app.factory';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { createDataSource } from '../src/db/data-source';
import { seed } from '../src/db/seed';

const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database per test file, migrated (never synchronized) and seeded, dropped afterwards. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `chairside_api_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  const url = u.toString();
  const ds = createDataSource({ databaseUrl: url, dbPoolMax: 1 });
  await ds.initialize();
  await ds.runMigrations();
  await seed(ds, { demoAccounts: true });
  await ds.destroy();
  return {
    url,
    drop: async () => {
      const c = new Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface RunningApi {
  app: NestExpressApplication;
  base: string;
  config: AppConfig;
  close: () => Promise<void>;
}

export async function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningApi> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    ...env,
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const addr = app.getHttpServer().address() as { port: number };
  return { app, config, base: `http://127.0.0.1:${addr.port}`, close: () => app.close() };
}

/** A tiny HTTP client with its own cookie jar: one per simulated browser. */
export class Browser {
  private cookie = '';
  constructor(
    private readonly base: string,
    private readonly ip?: string,
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        // FormData sets its own multipart type and boundary.
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.ip ? { 'x-forwarded-for': this.ip } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || body instanceof FormData
            ? body
            : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('chairside.sid='));
    if (set) this.cookie = set.split(';')[0]!;
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: res.status, headers: res.headers, text, json: json as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, body ?? {});
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, body ?? {});
  }
  get sessionCookie() {
    return this.cookie;
  }
}

let counter = 0;
export function newUser(name = 'Riley Park') {
  counter++;
  return { email: `user${counter}-${randomUUID().slice(0, 6)}@chairside.test`, name, pin: '4820913' };
}

export async function signedInBrowser(base: string, user = newUser()): Promise<Browser> {
  const b = new Browser(base, `10.0.${counter % 250}.${(counter * 7) % 250}`);
  const r = await b.post('/api/auth/signup', user);
  if (r.status !== 201) throw new Error(`signup failed: ${r.status} ${r.text}`);
  return b;
}

const WORKER_MAIN = join(__dirname, '..', '..', 'ai-worker', 'dist', 'main.js');

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Workers still running when the test process ends (a failed or timed-out hook) are not left behind. */
const liveWorkers = new Set<ChildProcess>();
process.once('exit', () => liveWorkers.forEach((c) => c.kill('SIGKILL')));

/** The real, built worker process (nx builds ai-worker before these tests), ready when it says so. */
export function spawnWorker(env: Record<string, string>): Promise<WorkerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER_MAIN], {
      env: { ...process.env, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    liveWorkers.add(child);
    child.once('exit', () => liveWorkers.delete(child));
    let out = '';
    const collect = (d: Buffer) => {
      out += d.toString();
      if (out.includes('ai-worker ready')) resolve(proc);
    };
    const proc: WorkerProcess = {
      child,
      output: () => out,
      stop: (signal = 'SIGTERM') =>
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve(child.exitCode)
          : new Promise((r) => {
              child.once('exit', (code) => r(code));
              child.kill(signal);
            }),
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`worker exited ${code}: ${out}`)));
  });
}

/** Polls `check` until it returns a value (not undefined), for at most `attempts` × `everyMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, attempts = 100, everyMs = 100): Promise<T> {
  for (let i = 0; i < attempts; i++) {
    const v = await check();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error('condition not met in time');
}

/**
 * A test file's own database, API and a direct PostgreSQL client (to check what was stored),
 * set up before its tests and dropped after. Read the fields inside tests, not at import time.
 */
export function apiWithDatabase(env: Record<string, string> = {}) {
  const ctx = {} as { db: Awaited<ReturnType<typeof createTestDatabase>>; api: RunningApi; pg: Client };
  beforeAll(async () => {
    ctx.db = await createTestDatabase();
    ctx.api = await startApi(ctx.db.url, env);
    ctx.pg = new Client({ connectionString: ctx.db.url });
    await ctx.pg.connect();
  });
  afterAll(async () => {
    await ctx.pg?.end();
    await ctx.api?.close();
    await ctx.db?.drop();
  });
  return ctx;
}
