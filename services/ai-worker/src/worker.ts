import {
  ANALYSIS_QUEUE,
  ERROR_CODES,
  heartbeatKey,
  JOB_DEFAULTS,
  jobCatalogue,
  WORKER_HEARTBEAT,
  type JobName,
  type JobOutcome,
} from '@chairside/contracts';
import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { Pool } from 'pg';
import type { WorkerConfig } from './config';
import { fail, ProviderFailure, TransientError, type JobHandler, type WorkerDeps } from './handler';
import { buildRegistry } from './registry';

export interface RunningWorker {
  id: string;
  close(): Promise<void>;
}

/** Starts the BullMQ worker and its heartbeat; `close()` finishes running jobs and stops both. */
export async function startWorker(
  config: WorkerConfig,
  createHandlers: (deps: WorkerDeps) => readonly JobHandler[],
): Promise<RunningWorker> {
  const id = `${hostname()}:${process.pid}`;
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const beats = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  connection.on('error', () => {});
  beats.on('error', () => {});
  let pool: Pool | undefined;
  const db = () => {
    if (!pool) {
      pool = new Pool({ connectionString: config.databaseUrl, max: 4, connectionTimeoutMillis: 5000 });
      pool.on('error', () => {}); // an idle client's error; the next query reports it
    }
    return pool;
  };
  const registry = buildRegistry(createHandlers({ config, redis: beats, db }));

  const process_ = async (job: Job): Promise<JobOutcome<JobName>> => {
    const name = job.name as JobName;
    const handler = registry.get(name);
    if (!handler) return { ok: false, statusCode: 400, code: 'UNKNOWN_JOB', message: `unknown job '${job.name}'` };
    const payload = jobCatalogue[name].payload.safeParse(job.data);
    // Invalid input is an answer, not a failure: retrying it would give the same result.
    if (!payload.success)
      return {
        ok: false,
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: payload.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      };
    const attempt = job.attemptsMade + 1;
    try {
      return await handler.handle(payload.data, {
        workerId: id,
        attempt,
        progress: (pct) => job.updateProgress(pct),
      });
    } catch (e) {
      // Transient: thrown so BullMQ retries with back-off; after the last attempt, a clear answer.
      if (e instanceof TransientError && attempt >= (job.opts.attempts ?? JOB_DEFAULTS.attempts)) {
        console.error(`ai-worker: ${job.name} ${job.id}: ${e.message} (attempt ${attempt}, giving up)`);
        return fail(
          503,
          ERROR_CODES.dependencyDown,
          `${e.provider} is not answering right now. Please try again in a minute.`,
        );
      }
      // Refused, too large, the wrong shape: retrying gets the same. The provider's words stay in this log.
      if (e instanceof ProviderFailure) {
        console.error(`ai-worker: ${job.name} ${job.id}: ${e.message}`);
        return fail(
          502,
          ERROR_CODES.aiProvider,
          `${e.provider} gave an answer we could not use. Please try again later.`,
        );
      }
      throw e;
    }
  };

  const worker = new Worker(ANALYSIS_QUEUE, process_, {
    connection,
    concurrency: config.concurrency,
    prefix: config.prefix,
    lockDuration: config.lockMs,
    stalledInterval: config.lockMs,
  });
  worker.on('error', (e) => console.error(`ai-worker: ${e.message}`));

  const beat = () =>
    beats.set(heartbeatKey(config.prefix), String(Date.now()), 'PX', WORKER_HEARTBEAT.staleAfterMs * 2).catch(() => {});
  await worker.waitUntilReady();
  await beat();
  const timer = setInterval(beat, WORKER_HEARTBEAT.intervalMs);

  return {
    id,
    async close() {
      clearInterval(timer);
      await worker.close();
      // The heartbeat key is left to expire: another worker may be beating on the same Redis.
      await beats.quit().catch(() => beats.disconnect());
      await pool?.end().catch(() => {});
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
