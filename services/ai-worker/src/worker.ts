import { ANALYSIS_QUEUE, heartbeatKey, jobCatalogue, WORKER_HEARTBEAT, type JobName, type JobOutcome } from '@chairside/contracts';
import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { hostname } from 'node:os';
import type { WorkerConfig } from './config';
import type { JobHandler } from './handler';
import { buildRegistry } from './registry';

export interface RunningWorker {
  id: string;
  close(): Promise<void>;
}

/** Starts the BullMQ worker and its heartbeat; `close()` finishes running jobs and stops both. */
export async function startWorker(config: WorkerConfig, handlers: readonly JobHandler[]): Promise<RunningWorker> {
  const registry = buildRegistry(handlers);
  const id = `${hostname()}:${process.pid}`;
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const beats = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  connection.on('error', () => {});
  beats.on('error', () => {});

  const process_ = async (job: Job): Promise<JobOutcome<JobName>> => {
    const name = job.name as JobName;
    const handler = registry.get(name);
    if (!handler) return { ok: false, statusCode: 400, code: 'UNKNOWN_JOB', message: `unknown job '${job.name}'` };
    const payload = jobCatalogue[name].payload.safeParse(job.data);
    // Invalid input is an answer, not a failure: retrying it would give the same result.
    if (!payload.success) return { ok: false, statusCode: 400, code: 'VALIDATION_FAILED', message: payload.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
    return handler.handle(payload.data, { workerId: id, attempt: job.attemptsMade + 1 });
  };

  const worker = new Worker(ANALYSIS_QUEUE, process_, { connection, concurrency: config.concurrency, prefix: config.prefix });
  worker.on('error', (e) => console.error(`ai-worker: ${e.message}`));

  const beat = () => beats.set(heartbeatKey(config.prefix), String(Date.now()), 'PX', WORKER_HEARTBEAT.staleAfterMs * 2).catch(() => {});
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
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
