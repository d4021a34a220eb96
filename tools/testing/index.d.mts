// Types of the testing kit for the TypeScript tests (the kit itself is plain JS, also used by tools/test).
import type { ChildProcess } from 'node:child_process';

export const ADMIN_URL: string;
export const WORKER_MAIN: string;

export interface TestDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}
export function createDatabase(prefix: string, adminUrl?: string): Promise<TestDatabase>;
/** Deletes the keys under `<prefix>:` on that Redis; a failure is reported, not thrown. */
export function dropQueueKeys(redisUrl: string, prefix: string): Promise<void>;

export interface StartedProcess {
  child: ChildProcess;
  /** Everything it printed so far, for a failing test's message. */
  output: () => string;
  /** What matched `ready`. */
  match: RegExpExecArray | string[] | null;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}
export function startProcess(
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; cwd?: string; ready?: string | RegExp; timeoutMs?: number },
): Promise<StartedProcess>;
export function spawnWorker(env?: NodeJS.ProcessEnv): Promise<StartedProcess>;
export function runToExit(script: string, env?: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }>;

export function freePort(host?: string): Promise<number>;
