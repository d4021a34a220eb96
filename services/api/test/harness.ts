import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabase,
  spawnWorker,
  startProcess,
  type StartedProcess,
  type TestDatabase,
} from '../../../tools/testing/index.mjs';
import { createApp } from '../src/app.factory';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { createDataSource } from '../src/db/data-source';
import { seed } from '../src/db/seed';

/** A fresh database per test file, migrated (never synchronized) and seeded, dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const db = await createDatabase('chairside_api_test');
  const ds = createDataSource({ databaseUrl: db.url, dbPoolMax: 1 });
  await ds.initialize();
  await ds.runMigrations();
  await seed(ds, { demoAccounts: true });
  await ds.destroy();
  return db;
}

export interface RunningApi {
  app: NestFastifyApplication;
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
  /** The device cookie a sign-in gives (sent with every request here; the API reads it at sign-in only). */
  private device = '';
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
        ...(this.cookie || this.device ? { cookie: [this.cookie, this.device].filter(Boolean).join('; ') } : {}),
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
    const device = res.headers.getSetCookie().find((c) => c.startsWith('chairside.device='));
    if (device) this.device = device.split(';')[0]!;
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
  get deviceCookie() {
    return this.device;
  }
  /** Another browser of the same person: this one's device cookie and no session. */
  withDeviceOf(other: Browser): this {
    this.device = other.device;
    return this;
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

/** A multipart body as a browser's form sends it: text fields and at most one file. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string; field?: string },
): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append(file.field ?? 'image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return f;
}

/** The gateway's built entry file, as the images and `npm start` run it (`nx run api:test` builds it first). */
export function gatewayMain(): string {
  const main = join(__dirname, '..', '..', 'gateway', 'dist', 'server.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx nx run gateway:build\` first`);
  return main;
}

/** The real gateway (services/gateway) in front of `apiBase`, serving no front end. */
export async function startGateway(apiBase: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const main = gatewayMain();
  const root = mkdtempSync(join(tmpdir(), 'chairside-gateway-'));
  const gateway = await startProcess(process.execPath, [main], {
    env: { PORT: '0', HOST: '127.0.0.1', API_URL: apiBase, STATIC_ROOT: root },
    ready: /listening on (http:\/\/\S+?:\d+)/,
    timeoutMs: 10000,
  });
  return {
    url: gateway.match![1]!,
    stop: async () => {
      await gateway.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * The JSON lines containing `marker` written to stdout while `fn` runs (the API runs in this process),
 * kept off the test output, and everything written meanwhile.
 */
export async function stdoutLines(
  marker: string,
  fn: () => Promise<void>,
): Promise<{ lines: Record<string, unknown>[]; out: string }> {
  const lines: Record<string, unknown>[] = [];
  let out = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    const text = String(chunk);
    out += text;
    if (text.includes(marker)) {
      for (const l of text.split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      return true;
    }
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    await fn();
  } finally {
    process.stdout.write = write;
  }
  return { lines, out };
}

/** Everything the process writes to stdout and stderr while `fn` runs (the API runs in this process). */
export async function processOutput(fn: () => Promise<void>): Promise<string> {
  let out = '';
  const streams = [process.stdout, process.stderr] as const;
  const writes = streams.map((s) => s.write.bind(s));
  streams.forEach((s, i) => {
    s.write = ((chunk: unknown, ...rest: unknown[]) => {
      out += String(chunk);
      return (writes[i] as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof s.write;
  });
  try {
    await fn();
  } finally {
    streams.forEach((s, i) => (s.write = writes[i] as typeof s.write));
  }
  return out;
}

/** Security-log lines written to stdout while `fn` runs. */
export async function securityLines(fn: () => Promise<void>): Promise<Record<string, unknown>[]> {
  return (await stdoutLines('"log":"security"', fn)).lines;
}

/** What the fake AI provider answers for a photo, and the smallest photo a test can send. */
export const PROVIDER_MEAL = {
  foodName: 'Chicken caesar salad',
  calories: 470,
  protein: 35,
  carbs: 14,
  fat: 30,
  confidence: 0.8,
  note: '',
  ingredients: ['chicken', 'romaine', 'parmesan'],
};
export const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

/** The real, built worker process (the testing kit's), ready when it says so. */
export type WorkerProcess = StartedProcess;
export { spawnWorker };

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
