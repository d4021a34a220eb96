import { spawn } from 'node:child_process';

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit
 * @typedef {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<Exit>, stopped?: boolean }} Child
 */

/**
 * The stack's children. Each runs in its own process group (detached), so stopping it also stops
 * what it spawned (npx -> nx -> webpack). A child that exits while the stack runs calls `onExit`.
 */
export class ProcessGroup {
  /** @type {Child[]} */
  #children = [];
  #stopping = false;

  /** @param {{ log?: (line: string) => void, onUnexpectedExit?: (name: string, how: string) => void }} [options] */
  constructor({ log = (line) => process.stdout.write(`${line}\n`), onUnexpectedExit } = {}) {
    this.log = log;
    this.onUnexpectedExit = onUnexpectedExit;
  }

  get stopping() {
    return this.#stopping;
  }

  /**
   * Starts a child whose output lines are printed with its name; resolves when `readyLine` is printed (if given).
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, readyLine?: string | RegExp, readyTimeoutMs?: number, oneShot?: boolean }} [options]
   * @returns {Promise<void>}
   */
  start(name, command, args, { env, cwd, readyLine, readyTimeoutMs = 60000, oneShot = false } = {}) {
    const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Child} */
    const entry = {
      name,
      child,
      exited: new Promise((r) => child.once('exit', (code, signal) => r({ code, signal }))),
    };
    this.#children.push(entry);
    /** @type {{ resolve: () => void, reject: (e: Error) => void }} */
    let ready = { resolve: () => {}, reject: () => {} };
    /** @type {Promise<void>} */
    const readyPromise = new Promise((resolve, reject) => {
      ready = { resolve, reject };
      if (!readyLine) resolve();
    });
    const timer = readyLine
      ? setTimeout(
          () => ready.reject(new Error(`${name} was not ready within ${readyTimeoutMs / 1000} s`)),
          readyTimeoutMs,
        )
      : undefined;
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          this.log(`[${name}] ${line}`);
          if (readyLine && (typeof readyLine === 'string' ? line.includes(readyLine) : readyLine.test(line))) {
            clearTimeout(timer);
            ready.resolve();
          }
        }
      });
    }
    child.once('error', (e) => ready.reject(new Error(`${name} could not start: ${e.message}`)));
    entry.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      ready.reject(new Error(`${name} stopped before it was ready (${describeExit(code, signal)})`));
      if (!this.#stopping && !oneShot && !entry.stopped) this.onUnexpectedExit?.(name, describeExit(code, signal));
    });
    return readyPromise;
  }

  /**
   * The process id of a started child (the bench reads its peak memory from /proc).
   * @param {string} name
   */
  pidOf(name) {
    return this.#children.find((c) => c.name === name && !c.stopped)?.child.pid;
  }

  /**
   * Runs a command to completion (migrations); rejects naming it when it fails.
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
   */
  async run(name, command, args, options) {
    const started = this.start(name, command, args, { ...options, oneShot: true });
    const entry = /** @type {Child} */ (this.#children.at(-1));
    started.catch(() => {}); // its exit is awaited below
    const { code, signal } = await entry.exited;
    this.#children = this.#children.filter((c) => c !== entry);
    if (code !== 0) throw new Error(`${name} failed (${describeExit(code, signal)})`);
  }

  /** SIGTERM to every group (last started first, in parallel per layer), SIGKILL after `graceMs`. */
  async stopAll(graceMs = 10000) {
    this.#stopping = true;
    const running = [...this.#children].reverse();
    await Promise.all(running.map((c) => stopOne(c, graceMs)));
    this.#children = [];
  }

  /**
   * Stops one child by name (the stack keeps running; its exit is not reported as unexpected).
   * @param {string} name
   */
  async stop(name, graceMs = 10000) {
    const mine = this.#children.filter((c) => c.name === name);
    this.#children = this.#children.filter((c) => c.name !== name);
    for (const c of mine) c.stopped = true;
    await Promise.all(mine.map((c) => stopOne(c, graceMs)));
  }

  /**
   * Stops the listed children first (say, the apps before their database), then the rest.
   * @param {string[]} firstNames
   */
  async stopInOrder(firstNames, graceMs = 10000) {
    this.#stopping = true;
    const first = this.#children.filter((c) => firstNames.includes(c.name));
    await Promise.all(first.map((c) => stopOne(c, graceMs)));
    await this.stopAll(graceMs);
  }

  /** Last resort on an unexpected exit of this process: kill every group now. */
  killAllNow() {
    for (const c of this.#children) signalGroup(c.child, 'SIGKILL');
  }
}

/**
 * @param {Child} entry
 * @param {number} graceMs
 */
async function stopOne(entry, graceMs) {
  if (entry.child.exitCode !== null || entry.child.signalCode !== null) return;
  signalGroup(entry.child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(entry.child, 'SIGKILL'), graceMs);
  await entry.exited;
  clearTimeout(timer);
  // Grandchildren (webpack under nx under npx) may outlive their parent: end the whole group.
  signalGroup(entry.child, 'SIGTERM');
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  if (child.pid === undefined) return; // never started
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * @param {number | null} code
 * @param {NodeJS.Signals | string | null} signal
 */
function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `exit ${code}`;
}
