// What the queue adds. A voice analysis through the API, BullMQ and the worker, against
// the same estimator called inline behind the same endpoint (ANALYSIS_INLINE=on), in one run;
// then 10 concurrent analyses for a while, which must all succeed.
import autocannon from 'autocannon';
import { freePort, waitFor } from '../stack/lib/net-probe.mjs';
import { atMost, mark, table } from './lib/verdict.mjs';

const TARGETS = { medianAddedMs: 5, p99AddedMs: 25, concurrency: 10 };
const SAMPLES = Number(process.env.BENCH_QUEUE_SAMPLES ?? 400);
const WARMUP = 50;
const BODY = JSON.stringify({ foodName: 'scrambled eggs', quantity: 2, unit: 'pieces', mealType: 'breakfast' });

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * @param {string} url
 * @param {string} cookie
 */
async function timeOne(url, cookie) {
  const t0 = process.hrtime.bigint();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: BODY });
  const text = await res.text();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text}`);
  return { ms, text };
}

/**
 * `group` runs the processes; `env` is the bench API's environment; `queuedApi` is the running
 * API (queue mode) and `cookie` a signed-in session, valid on both APIs (sessions live in PostgreSQL).
 * @param {{ group: import('../stack/lib/process-group.mjs').ProcessGroup, node: string, env: NodeJS.ProcessEnv,
 *           queuedApi: string, cookie: string }} options
 */
export async function queueOverheadBench({ group, node, env, queuedApi, cookie }) {
  const inlinePort = await freePort();
  const inlineApi = `http://127.0.0.1:${inlinePort}`;
  await group.start('api-inline', node, ['services/api/dist/main.js'], {
    env: { ...env, PORT: String(inlinePort), HOST: '127.0.0.1', ANALYSIS_INLINE: 'on' },
  });
  await group.start('worker', node, ['services/ai-worker/dist/main.js'], {
    env: { ...env, WORKER_CONCURRENCY: '10' },
    readyLine: 'ai-worker ready',
  });
  await waitFor(async () => (await fetch(`${inlineApi}/api/health`)).status > 0, {
    what: 'the inline API',
    timeoutMs: 30000,
  });

  const path = '/api/analyze-food-voice';
  const [queued, inline] = [`${queuedApi}${path}`, `${inlineApi}${path}`];
  const first = await Promise.all([timeOne(queued, cookie), timeOne(inline, cookie)]);
  if (first[0].text !== first[1].text)
    throw new Error('queued and inline analyses answer differently; the comparison would be unfair');

  // Alternating one request each way keeps drift (GC, CPU boost) out of the difference.
  /** @type {{ queued: number[], inline: number[] }} */
  const samples = { queued: [], inline: [] };
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const q = await timeOne(queued, cookie);
    const n = await timeOne(inline, cookie);
    if (i >= WARMUP) {
      samples.queued.push(q.ms);
      samples.inline.push(n.ms);
    }
  }
  const stats = (/** @type {number[]} */ xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return { p50: percentile(s, 50), p99: percentile(s, 99) };
  };
  const q = stats(samples.queued);
  const n = stats(samples.inline);
  const median = atMost(q.p50 - n.p50, TARGETS.medianAddedMs);
  const p99 = atMost(q.p99 - n.p99, TARGETS.p99AddedMs);

  const burst = await autocannon({
    url: queued,
    method: 'POST',
    connections: TARGETS.concurrency,
    duration: 5,
    headers: { 'content-type': 'application/json', cookie },
    body: BODY,
  });
  const sustained = { pass: burst.errors === 0 && burst.non2xx === 0 };

  console.log(
    `\nPOST ${path}: queue (API -> BullMQ -> worker) vs the same estimator inline, ${SAMPLES} alternating sequential calls`,
  );
  console.log(
    table([
      ['', 'p50 ms', 'p99 ms'],
      ['through the queue', q.p50.toFixed(2), q.p99.toFixed(2)],
      ['inline', n.p50.toFixed(2), n.p99.toFixed(2)],
    ]),
  );
  console.log(`  added at the median ${median.value.toFixed(2)} ms (target ${median.rule} ms)  ${mark(median)}`);
  console.log(`  added at p99        ${p99.value.toFixed(2)} ms (target ${p99.rule} ms)  ${mark(p99)}`);
  console.log(
    `  ${TARGETS.concurrency} concurrent for 5 s: ${burst.requests.total} analyses, ${burst.errors} errors, ${burst.non2xx} non-2xx, p99 ${burst.latency.p99} ms  ${mark(sustained)}`,
  );
  await group.stop('api-inline');
  await group.stop('worker');
}
