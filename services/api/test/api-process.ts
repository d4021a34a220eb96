import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startProcess, type StartedProcess } from '../../../tools/testing/index.mjs';

/** The built API (`npx nx run api:build`): tests of what a process does on a signal need a process. */
export const API_MAIN = join(__dirname, '..', 'dist', 'main.js');
export const MIGRATE_MAIN = join(__dirname, '..', 'dist', 'db', 'migrate.js');

export function requireBuiltApi(): void {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: build it first (npx nx run api:build)`);
}

export interface ApiProcess extends StartedProcess {
  base: string;
  port: number;
}

/** The real API process on a free port, ready when it says it listens. */
export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  requireBuiltApi();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const proc = await startProcess(process.execPath, [API_MAIN], {
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      ...env,
      PORT: String(port),
    },
    ready: /api listening on/,
  });
  return Object.assign(proc, { base: `http://127.0.0.1:${port}`, port });
}

/** Resolves with the exit code once the process has ended. */
export function exited(proc: StartedProcess): Promise<number | null> {
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
