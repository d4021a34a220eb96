// An open-loop load: requests leave at evenly spaced times whatever the answers' speed, as many
// members' browsers send them. (autocannon's rate limit sends each second's quota in one burst at
// the start of the second, which measures the burst, not the rate.) A request's time counts from
// when it was due, so a generator that falls behind shows as latency, never hides it.
import http from 'node:http';

/** @typedef {{ method: string, path: string, headers: Record<string, string>, body?: string }} Call */

/**
 * @param {{ base: string, rate: number, seconds: number, next: (i: number) => Call, maxInFlight?: number }} o
 * @returns {Promise<{ due: number, answered: number, failed: number, p50: number, p99: number }>}
 */
export async function openLoop({ base, rate, seconds, next, maxInFlight = 512 }) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  /** @type {number[]} */
  const latencies = [];
  let failed = 0;
  let inFlight = 0;
  /** @type {Promise<void>[]} */
  const pending = [];

  /** @param {Call} call @param {number} dueAt */
  const send = (call, dueAt) =>
    new Promise((resolve) => {
      inFlight++;
      const req = http.request(
        { host: hostname, port, method: call.method, path: call.path, headers: call.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            inFlight--;
            if ((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300) latencies.push(performance.now() - dueAt);
            else failed++;
            resolve(undefined);
          });
        },
      );
      req.on('error', () => {
        inFlight--;
        failed++;
        resolve(undefined);
      });
      req.end(call.body);
    });

  const total = Math.round(rate * seconds);
  const t0 = performance.now();
  let i = 0;
  while (i < total) {
    const now = performance.now();
    const dueNow = Math.min(total, Math.floor(((now - t0) / 1000) * rate) + 1);
    for (; i < dueNow; i++) {
      // More waiting than the generator allows: the server is not keeping up; counted as failures.
      if (inFlight >= maxInFlight) failed++;
      else pending.push(send(next(i), t0 + (i / rate) * 1000));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { due: total, answered: latencies.length, failed, p50: at(0.5), p99: at(0.99) };
}
