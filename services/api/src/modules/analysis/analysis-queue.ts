import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ANALYSIS_QUEUE, JOB_DEFAULTS, jobCatalogue, type JobName, type JobOutcome, type JobPayload, type JobResult } from '@chairside/contracts';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { ApiException } from '../../common/api-exception';
import { commandConnection } from '../../common/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export type JobWait<N extends JobName> = { status: 'done'; value: JobResult<N> } | { status: 'pending'; jobId: string };

/** Enqueues a job from the catalogue and waits for its result, for at most `timeoutMs`. */
@Injectable()
export class AnalysisQueue implements OnApplicationShutdown {
  private readonly connection: Redis;
  private readonly eventsConnection: Redis;
  private readonly queue: Queue;
  private readonly events: QueueEvents;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const prefix = config.queuePrefix;
    this.connection = commandConnection(config.redisUrl);
    this.eventsConnection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
    this.eventsConnection.on('error', () => {});
    this.queue = new Queue(ANALYSIS_QUEUE, { connection: this.connection, prefix, defaultJobOptions: { ...JOB_DEFAULTS } });
    this.queue.on('error', () => {});
    this.events = new QueueEvents(ANALYSIS_QUEUE, { connection: this.eventsConnection, prefix });
    this.events.on('error', () => {});
    // Each waiting request listens for its job; many at once is normal here.
    this.events.setMaxListeners(1000);
  }

  async enqueueAndWait<N extends JobName>(name: N, payload: JobPayload<N>, timeoutMs: number): Promise<JobWait<N>> {
    const data = jobCatalogue[name].payload.parse(payload);
    if (this.connection.status !== 'ready') throw ApiException.unavailable('Analysis service unavailable');
    let job;
    try {
      job = await this.queue.add(name, data);
    } catch {
      throw ApiException.unavailable('Analysis service unavailable');
    }
    try {
      const outcome = (await job.waitUntilFinished(this.events, timeoutMs)) as JobOutcome<N>;
      if (!outcome.ok) throw new ApiException(outcome.statusCode, outcome.message, outcome.code as never);
      return { status: 'done', value: jobCatalogue[name].result.parse(outcome.value) as JobResult<N> };
    } catch (e) {
      if (e instanceof ApiException) throw e;
      if (e instanceof Error && /timed out|ttl/i.test(e.message)) return { status: 'pending', jobId: job.id! };
      throw new ApiException(502, `Analysis failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.events.close(), this.queue.close()]);
    this.connection.disconnect();
    this.eventsConnection.disconnect();
  }
}
