import type { JobName, JobOutcome, JobPayload } from '@chairside/contracts';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { WorkerConfig } from './config';

interface JobContext {
  workerId: string;
  attempt: number;
  /** BullMQ's job progress (0-100), for a long job the member watches (an import). */
  progress: (pct: number) => Promise<void>;
}

/** What handlers share: built once per process. */
export interface WorkerDeps {
  config: WorkerConfig;
  /** Command connection (caches). */
  redis: Redis;
  /** PostgreSQL, opened on first use: only health sync needs it. */
  db: () => Pool;
}

/**
 * One handler per job kind of the catalogue. Expected failures are returned, not thrown; a thrown
 * `TransientError` is retried with back-off (JOB_DEFAULTS) and, on the last attempt, answered as 503.
 */
export interface JobHandler<N extends JobName = JobName> {
  name: N;
  handle(payload: JobPayload<N>, ctx: JobContext): Promise<JobOutcome<N>>;
}

/** A provider failure worth retrying: network, time-out, 429, 5xx. */
export class TransientError extends Error {
  constructor(
    message: string,
    /** Who failed, for the user's message ('Open Food Facts', 'The AI service'). */
    readonly provider: string,
  ) {
    super(message);
  }
}

/**
 * A provider answered something we will not use (refused, too large, the wrong shape): not retried.
 * `message` is for the worker's log only (it may quote the provider); the user gets our own words.
 */
export class ProviderFailure extends Error {
  constructor(
    message: string,
    readonly provider: string,
  ) {
    super(message);
  }
}

export const fail = (statusCode: number, code: string, message: string, details?: Record<string, unknown>) =>
  ({ ok: false, statusCode, code, message, ...(details ? { details } : {}) }) as const;
