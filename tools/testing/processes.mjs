// Processes a test starts (the built worker, a gateway, a redis-server of its own): started, waited
// for until they say they are ready, and stopped; any still running when the test process exits
// (a failed or timed-out hook) are killed, so none is left behind.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
/** The built worker (nx builds ai-worker before the tests that need it). */
export const WORKER_MAIN = join(root, 'services', 'ai-worker', 'dist', 'main.js');

/** @type {Set<import('node:child_process').ChildProcess>} */
const live = new Set();
process.once('exit', () => live.forEach((c) => c.kill('SIGKILL')));

/**
 * Starts `command args` and resolves once its output matches `ready` (a string or RegExp; the match
 * is returned), rejecting with everything it printed if it exits first or takes longer than `timeoutMs`.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, ready?: string | RegExp, timeoutMs?: number }} [options]
 * @returns {Promise<import('./index.d.mts').StartedProcess>}
 */
export function startProcess(command, args, { env = {}, cwd = root, ready, timeoutMs = 20000 } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let out = '';
  /** @type {import('./index.d.mts').StartedProcess} */
  const proc = {
    child,
    output: () => out,
    match: null,
    stop: (/** @type {NodeJS.Signals} */ signal = 'SIGTERM') =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve(child.exitCode)
        : new Promise((resolve) => {
            child.once('exit', (code) => resolve(code));
            child.kill(signal);
          }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} was not ready within ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const onData = (/** @type {Buffer} */ d) => {
      out += d.toString();
      const m = typeof ready === 'string' ? (out.includes(ready) ? [ready] : null) : ready?.exec(out);
      if (m && !proc.match) {
        proc.match = m;
        clearTimeout(timer);
        resolve(proc);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (e) => (clearTimeout(timer), reject(e)));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`${command} exited ${code}:\n${out}`))));
  });
}

/**
 * The real, built worker process, ready when it says so.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function spawnWorker(env = {}) {
  return startProcess(process.execPath, [WORKER_MAIN], {
    env: { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', ...env },
    ready: 'ai-worker ready',
  });
}

/**
 * Runs a node script to its end (e.g. with a bad setting); its exit code and what it wrote to stderr.
 * @param {string} script
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ code: number | null, stderr: string }>}
 */
export function runToExit(script, env = {}) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (/** @type {Buffer} */ d) => (stderr += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}
