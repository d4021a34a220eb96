import { z } from 'zod';

/**
 * The job catalogue: one queue, each job kind with its payload and result schema. The worker
 * refuses to start when a kind here has no handler (or two), so adding a kind is one entry here
 * plus one handler file there.
 */
export const ANALYSIS_QUEUE = 'chairside-analysis';

export const jobCatalogue = {
  /** A round trip through Redis and the worker; used by the health check and tests. */
  ping: {
    payload: z.object({ sentAt: z.number() }),
    result: z.object({ sentAt: z.number(), workerId: z.string(), handledAt: z.number() }),
  },
} as const;

export type JobName = keyof typeof jobCatalogue;
export type JobPayload<N extends JobName> = z.infer<(typeof jobCatalogue)[N]['payload']>;
export type JobResult<N extends JobName> = z.infer<(typeof jobCatalogue)[N]['result']>;

/** An expected failure is returned, not thrown, so BullMQ does not retry it. */
export type JobOutcome<N extends JobName> =
  | { ok: true; value: JobResult<N> }
  | { ok: false; statusCode: number; code: string; message: string };

export const JOB_DEFAULTS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 300 },
  removeOnFail: { age: 3600 },
} as const;

/** How long the API waits for a job before it answers 202 with the job id. */
export const JOB_WAIT_MS = 15000;

/** Redis key of the worker heartbeat, under the queue prefix so separate stacks never read each other's. */
export const heartbeatKey = (queuePrefix: string) => `${queuePrefix}:chairside:ai-worker:heartbeat`;

export const WORKER_HEARTBEAT = {
  intervalMs: 5000,
  /** The health check calls the worker down when its last beat is older than this. */
  staleAfterMs: 15000,
} as const;
