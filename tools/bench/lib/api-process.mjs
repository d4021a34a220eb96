// An API process of the bench's own, and what Linux says about its memory and CPU (/proc).
import { readFileSync, writeFileSync } from 'node:fs';
import { freePort, waitFor } from '../../stack/lib/net-probe.mjs';

export const MiB = 1024 * 1024;
export const mib = (/** @type {number} */ bytes) => `${(bytes / MiB).toFixed(0)} MiB`;

const statusKiB = (/** @type {number} */ pid, /** @type {string} */ field) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

/** The most the process has held since it started or since `resetPeak`. */
export const peakRss = (/** @type {number} */ pid) => statusKiB(pid, 'VmHWM');

/**
 * Sets the process's peak back to what it holds now (Linux: clear_refs 5), and returns that.
 * @param {number} pid
 */
export function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  return statusKiB(pid, 'VmRSS');
}

/**
 * The most the process held above `from` while `work` ran.
 * @param {number} pid
 * @param {() => Promise<unknown>} work
 */
export async function addedPeak(pid, work) {
  const from = resetPeak(pid);
  await work();
  return peakRss(pid) - from;
}

/**
 * CPU seconds (user + system) the process has used; the clock ticks are Linux's usual 100 a second.
 * @param {number} pid
 */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: the fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Starts services/api/dist/main.js as `name` on a free port and waits for it to answer.
 * @param {import('../../stack/lib/process-group.mjs').ProcessGroup} group
 * @param {string} node
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 */
export async function startApi(group, node, env, name) {
  const port = await freePort();
  await group.start(name, node, ['services/api/dist/main.js'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const api = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${api}/api/health`)).status > 0, { what: name, timeoutMs: 30000 });
  const pid = group.pidOf(name);
  if (pid === undefined) throw new Error(`${name} has no process id`);
  return { api, pid };
}
