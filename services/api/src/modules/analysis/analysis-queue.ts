import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  ANALYSIS_QUEUE,
  JOB_DEFAULTS,
  jobCatalogue,
  type AnalysisJobStatus,
  type JobName,
  type JobOutcome,
  type JobPayload,
  type JobResult,
} from '@chairside/contracts';
import { Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { ApiException } from '../../common/api-exception';
import { commandConnection } from '../../common/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** Longer than BullMQ keeps any finished job (JOB_DEFAULTS): the list outlives what it lists. */
const JOBS_OF_USER_SECONDS = 2 * 24 * 3600;

export type JobWait<N extends JobName> = { status: 'done'; value: JobResult<N> } | { status: 'pending'; jobId: string };

/** Enqueues a job from the catalogue and waits for its result, for at most `timeoutMs`. */
@Injectable()
export class AnalysisQueue implements OnApplicationShutdown {
  private readonly connection: Redis;
  private readonly eventsConnection: Redis;
  private readonly queue: Queue;
  private readonly events: QueueEvents;

  private readonly queuePrefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const prefix = config.queuePrefix;
    this.queuePrefix = prefix;
    this.connection = commandConnection(config.redisUrl);
    this.eventsConnection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
    this.eventsConnection.on('error', () => {});
    this.queue = new Queue(ANALYSIS_QUEUE, {
      connection: this.connection,
      prefix,
      defaultJobOptions: { ...JOB_DEFAULTS },
    });
    this.queue.on('error', () => {});
    this.events = new QueueEvents(ANALYSIS_QUEUE, { connection: this.eventsConnection, prefix });
    this.events.on('error', () => {});
    // Each waiting request listens for its job and for either connection closing; many at once is normal here.
    for (const emitter of [this.events, this.connection, this.eventsConnection]) emitter.setMaxListeners(1000);
  }

  /**
   * Refuses new work when the queue already holds `max` jobs waiting to run: a flood is a
   * quick 503, not a backlog that makes every user wait minutes.
   */
  async assertRoom(max: number): Promise<void> {
    if (this.connection.status !== 'ready') throw ApiException.unavailable('Analysis service unavailable');
    const waiting = await this.queue.getJobCountByTypes('waiting', 'prioritized', 'delayed').catch(() => {
      throw ApiException.unavailable('Analysis service unavailable');
    });
    if (waiting >= max)
      throw new ApiException(
        503,
        'The analysis queue is full. Please try again in a minute.',
        'DEPENDENCY_UNAVAILABLE',
        {},
        {
          'Retry-After': '30',
        },
      );
  }

  /** `jobId` makes the job idempotent: adding an id that exists joins the existing job. */
  async enqueueAndWait<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    timeoutMs: number,
    opts: { jobId?: string } = {},
  ): Promise<JobWait<N>> {
    const data = jobCatalogue[name].payload.parse(payload);
    if (this.connection.status !== 'ready') throw ApiException.unavailable('Analysis service unavailable');
    let job;
    try {
      job = await this.queue.add(name, data, opts.jobId ? { jobId: opts.jobId } : {});
      const owner = (data as { userId?: string }).userId;
      if (owner) {
        const key = this.jobsOfKey(owner);
        await this.connection.multi().sadd(key, job.id!).expire(key, JOBS_OF_USER_SECONDS).exec();
      }
    } catch (e) {
      if (this.redisDown(e)) throw ApiException.unavailable('Analysis service unavailable');
      throw e; // our bug (a refused job option), not Redis: a 500 that is logged
    }
    const lost = this.redisLost();
    try {
      const outcome = (await Promise.race([
        job.waitUntilFinished(this.events, timeoutMs),
        lost.promise,
      ])) as JobOutcome<N>;
      // The caller gets its answer now and nobody else knows the id: drop the job and its payload (a
      // photo is up to megabytes) rather than keep it in Redis for JOB_DEFAULTS' retention.
      if (!opts.jobId) void job.remove().catch(() => {});
      if (!outcome.ok) {
        // An idempotent id would otherwise hand the same failure to the user's retry for as long as
        // BullMQ keeps the job: forget it, so trying again runs again.
        if (opts.jobId) await job.remove().catch(() => {});
        throw new ApiException(outcome.statusCode, outcome.message, outcome.code as never, outcome.details ?? {});
      }
      return { status: 'done', value: jobCatalogue[name].result.parse(outcome.value) as JobResult<N> };
    } catch (e) {
      if (e instanceof ApiException) throw e;
      // Redis (which holds the job) went away while we waited: a job id would lead nowhere. Only the
      // connection says so here: `e` may be the job's own failure, whatever its words.
      if (this.connection.status !== 'ready') throw ApiException.unavailable('Analysis service unavailable');
      if (e instanceof Error && /timed out|ttl/i.test(e.message)) return { status: 'pending', jobId: job.id! };
      // A job that threw until its attempts ran out: our bug or an unforeseen provider answer. The
      // log keeps the reason; the user gets a message they can act on.
      console.error(`analysis ${name} ${job.id} failed: ${e instanceof Error ? e.message : String(e)}`);
      await job.remove().catch(() => {});
      throw new ApiException(502, 'Analysis failed. Please try again.');
    } finally {
      lost.cancel();
    }
  }

  /**
   * Adds a job the caller does not wait for (an import: its status is polled); `jobId` makes a
   * second add of the same id join the first. Listed among the user's jobs like the rest.
   */
  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, jobId: string): Promise<void> {
    const data = jobCatalogue[name].payload.parse(payload);
    if (this.connection.status !== 'ready') throw ApiException.unavailable('Analysis service unavailable');
    try {
      const job = await this.queue.add(name, data, { jobId });
      const key = this.jobsOfKey((data as { userId: string }).userId);
      await this.connection.multi().sadd(key, job.id!).expire(key, JOBS_OF_USER_SECONDS).exec();
    } catch (e) {
      if (this.redisDown(e)) throw ApiException.unavailable('Analysis service unavailable');
      throw e;
    }
  }

  /**
   * How far a job the caller owns (checked by the caller, in PostgreSQL) has got: BullMQ's progress
   * (0-100) and whether it gave up; null when Redis no longer holds it.
   */
  async progress(jobId: string): Promise<{ progress: number; failed: boolean } | null> {
    if (this.connection.status !== 'ready') throw ApiException.unavailable('Analysis service unavailable');
    const job = await Job.fromId(this.queue, jobId).catch(() => {
      throw ApiException.unavailable('Analysis service unavailable');
    });
    if (!job) return null;
    const state = await job.getState();
    return { progress: typeof job.progress === 'number' ? job.progress : 0, failed: state === 'failed' };
  }

  /** A command of ours failed because of Redis: the socket can fail one a moment before ioredis leaves 'ready'. */
  private redisDown(e: unknown): boolean {
    return (
      this.connection.status !== 'ready' ||
      (e instanceof Error &&
        /Stream isn't writeable|Connection is closed|ECONNRESET|ECONNREFUSED|EPIPE/.test(e.message))
    );
  }

  /** Rejects as soon as either Redis connection drops, so a waiting caller is told at once. */
  private redisLost(): { promise: Promise<never>; cancel: () => void } {
    let cancel = () => {};
    const promise = new Promise<never>((_resolve, reject) => {
      const onClose = () => reject(ApiException.unavailable('Analysis service unavailable'));
      this.connection.once('close', onClose);
      this.eventsConnection.once('close', onClose);
      cancel = () => {
        this.connection.off('close', onClose);
        this.eventsConnection.off('close', onClose);
      };
    });
    promise.catch(() => {});
    return { promise, cancel };
  }

  /** A job's state for its owner; anyone else's job, or an expired one, is not found. */
  async status(jobId: string, userId: string): Promise<AnalysisJobStatus> {
    if (this.connection.status !== 'ready') throw ApiException.unavailable('Analysis service unavailable');
    const job = await Job.fromId(this.queue, jobId).catch(() => {
      throw ApiException.unavailable('Analysis service unavailable');
    });
    if (!job || (job.data as { userId?: string }).userId !== userId) throw ApiException.notFound('Analysis job');
    const state = await job.getState();
    const base = { id: jobId, kind: job.name };
    // Reading never deletes: a second tab, a retried poll or a lost response reads it again;
    // BullMQ's retention (JOB_DEFAULTS) is what removes it.
    if (state === 'completed') {
      const outcome = job.returnvalue as JobOutcome<JobName>;
      return outcome.ok
        ? { ...base, status: 'done', result: outcome.value }
        : {
            ...base,
            status: 'failed',
            error: { statusCode: outcome.statusCode, message: outcome.message, code: outcome.code },
          };
    }
    if (state === 'failed')
      return { ...base, status: 'failed', error: { statusCode: 502, message: 'Analysis failed. Please try again.' } };
    return { ...base, status: 'pending' };
  }

  /** The ids of a user's jobs, so deleting the account finds them without reading anyone else's. */
  private jobsOfKey(userId: string): string {
    return `${this.queuePrefix}:chairside:jobs-of:${userId}`;
  }

  /**
   * Removes every job of the user that no worker holds (waiting, delayed, finished and kept): a
   * deleted account leaves no photo or result in Redis. A job being run ends within its time limit
   * and BullMQ's retention drops it.
   */
  async removeJobsOf(userId: string): Promise<void> {
    const key = this.jobsOfKey(userId);
    const ids = await this.connection.smembers(key);
    await Promise.all(ids.map((id) => this.queue.remove(id).catch(() => 0)));
    await this.connection.del(key);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.events.close(), this.queue.close()]);
    this.connection.disconnect();
    this.eventsConnection.disconnect();
  }
}
