import { Inject, Injectable } from '@nestjs/common';
import { estimateExercise, estimateNamedFood } from '@chairside/analysis';
import {
  DEFAULT_WEIGHT_KG,
  importJobId,
  type AnalysisJobStatus,
  type JobName,
  type JobPayload,
} from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { waitInWords } from '../../common/wait-in-words';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { FoodEntriesService } from '../nutrition/food-entries.service';
import { UsersService } from '../users/users.service';
import { AnalysisQueue, type JobWait } from './analysis-queue';
import { InFlight } from './in-flight';

type Input<N extends JobName> = Omit<JobPayload<N>, 'userId'>;

/**
 * The analysis calls keep their synchronous shape: enqueue, wait up to ANALYSIS_WAIT_MS, answer the
 * result; a job that outlives the wait is 'pending' with its id for GET /api/analysis-jobs/:id.
 * Other modules queue their jobs through this service too.
 */
@Injectable()
export class AnalysisService {
  constructor(
    @Inject(AnalysisQueue) private readonly queue: AnalysisQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(InFlight) private readonly inFlight: InFlight,
    @Inject(FoodEntriesService) private readonly foods: FoodEntriesService,
  ) {}

  analyzeFood(userId: string, input: Input<'analyzeFood'>): Promise<JobWait<'analyzeFood'>> {
    return this.run('analyzeFood', { ...input, userId });
  }

  /**
   * A code the member typed a food in for answers with their own food, without asking Open Food
   * Facts: that is what they said the product is, and it works while the service does not answer.
   */
  async lookupBarcode(userId: string, input: Input<'lookupBarcode'>): Promise<JobWait<'lookupBarcode'>> {
    const own = await this.foods.rememberedProduct(userId, input.barcode);
    if (own) return { status: 'done', value: own };
    return this.run('lookupBarcode', { ...input, userId });
  }

  /**
   * Open Food Facts' search by name. Its limits and cache are the branded-foods module's (a cached
   * answer never reaches here); the queue's length cap still applies.
   */
  async searchBrandedFoods(userId: string, query: string): Promise<JobWait<'searchBrandedFoods'>> {
    await this.queue.assertRoom(this.config.limits.analysisQueueMax);
    return this.queue.enqueueAndWait('searchBrandedFoods', { userId, query }, this.config.analysisWaitMs);
  }

  async analyzeFoodVoice(userId: string, input: Input<'analyzeFoodVoice'>): Promise<JobWait<'analyzeFoodVoice'>> {
    if (this.config.analysisInline) return { status: 'done', value: estimateNamedFood(input) };
    return this.run('analyzeFoodVoice', { ...input, userId });
  }

  async analyzeExercise(
    userId: string,
    input: Omit<Input<'analyzeExercise'>, 'weightKg'>,
  ): Promise<JobWait<'analyzeExercise'>> {
    // The profile weight, or the same default the wizard's Run and Weight Lifting use.
    const weightKg = (await this.users.weightKg(userId)) ?? DEFAULT_WEIGHT_KG;
    if (this.config.analysisInline) return { status: 'done', value: estimateExercise(input.description, weightKg) };
    return this.run('analyzeExercise', { ...input, userId, weightKg });
  }

  /** A job's state for its owner; anyone else's job, or an expired one, is not found. */
  status(jobId: string, userId: string): Promise<AnalysisJobStatus> {
    return this.queue.status(jobId, userId);
  }

  /** A health sync: one job per starting point (`jobId`), so a double click is one sync. */
  syncHealth(payload: JobPayload<'healthSync'>, jobId: string): Promise<JobWait<'healthSync'>> {
    return this.queue.enqueueAndWait('healthSync', payload, this.config.analysisWaitMs, { jobId });
  }

  /** An import: one job per upload (`importJobId`), not waited for; the member polls its progress. */
  startImport(payload: JobPayload<'importData'>): Promise<void> {
    return this.queue.enqueue('importData', payload, importJobId(payload.importId));
  }

  /** An import job's progress; the caller has checked the upload is the member's. */
  importProgress(importId: string): Promise<{ progress: number; failed: boolean } | null> {
    return this.queue.progress(importJobId(importId));
  }

  /** Every job of the user that no worker holds, for a deleted account. */
  removeJobsOf(userId: string): Promise<void> {
    return this.queue.removeJobsOf(userId);
  }

  /**
   * Per user, at most `analysesInFlightPerUser` analyses waited on at once and
   * `analysesPerUserPerMinute` started a minute (429 with Retry-After); the queue's length is capped (503).
   */
  private async run<N extends JobName>(name: N, payload: JobPayload<N> & { userId: string }): Promise<JobWait<N>> {
    const limits = this.config.limits;
    const rate = await this.counters.hit(`analysis:${payload.userId}`, 60);
    if (rate.hits > limits.analysesPerUserPerMinute)
      throw ApiException.tooMany(
        `You have started ${limits.analysesPerUserPerMinute} analyses in the last minute. Please wait ${waitInWords(rate.secondsLeft)}.`,
        rate.secondsLeft,
      );
    const release = await this.inFlight.take(payload.userId, limits.analysesInFlightPerUser);
    if (!release)
      throw ApiException.tooMany(
        `At most ${limits.analysesInFlightPerUser} analyses can run at once. Please wait for one to finish.`,
        5,
      );
    try {
      await this.queue.assertRoom(limits.analysisQueueMax);
      return await this.queue.enqueueAndWait(name, payload, this.config.analysisWaitMs);
    } finally {
      release();
    }
  }
}
