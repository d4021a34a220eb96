import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import { estimateExercise, estimateNamedFood } from '@chairside/analysis';
import {
  endpoints,
  type AnalysisJobStatus,
  type AnalysisPending,
  type JobName,
  type JobPayload,
  type JobResult,
} from '@chairside/contracts';
import type { HttpReply } from '../../common/http-reply';
import type { z } from 'zod';
import { ApiException } from '../../common/api-exception';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UsersService } from '../users/users.service';
import { AnalysisQueue } from './analysis-queue';
import { InFlight } from './in-flight';
import { waitInWords } from '../../common/wait-in-words';

/** issue 4: the exercise estimate uses the profile weight, or this. */
const DEFAULT_WEIGHT_KG = 70;

type Body<E extends keyof typeof endpoints> = (typeof endpoints)[E] extends { body: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/**
 * Spec 7's analysis calls keep their synchronous shape: enqueue, wait up to ANALYSIS_WAIT_MS, answer
 * the result; a job that outlives the wait answers 202 with its id for GET /api/analysis-jobs/:id.
 */
@Controller()
@UseGuards(SignedInGuard)
export class AnalysisController {
  constructor(
    @Inject(AnalysisQueue) private readonly queue: AnalysisQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(InFlight) private readonly inFlight: InFlight,
  ) {}

  @Post(endpoints.analyzeFood.path)
  @HttpCode(200)
  analyzeFood(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.analyzeFood.body)) body: Body<'analyzeFood'>,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.run('analyzeFood', { ...body, userId: user.id }, res);
  }

  @Post(endpoints.lookupBarcode.path)
  @HttpCode(200)
  lookupBarcode(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.lookupBarcode.body)) body: Body<'lookupBarcode'>,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return this.run('lookupBarcode', { ...body, userId: user.id }, res);
  }

  @Post(endpoints.analyzeFoodVoice.path)
  @HttpCode(200)
  analyzeFoodVoice(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.analyzeFoodVoice.body)) body: Body<'analyzeFoodVoice'>,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    if (this.config.analysisInline) return estimateNamedFood(body);
    return this.run('analyzeFoodVoice', { ...body, userId: user.id }, res);
  }

  @Post(endpoints.analyzeExercise.path)
  @HttpCode(200)
  async analyzeExercise(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.analyzeExercise.body)) body: Body<'analyzeExercise'>,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    const weightKg = (await this.users.weightKg(user.id)) ?? DEFAULT_WEIGHT_KG;
    if (this.config.analysisInline) return estimateExercise(body.description, weightKg);
    return this.run('analyzeExercise', { ...body, userId: user.id, weightKg }, res);
  }

  @Get(endpoints.analysisJob.path)
  job(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.analysisJob.params)) p: { id: string },
  ): Promise<AnalysisJobStatus> {
    return this.queue.status(p.id, user.id);
  }

  /**
   * issue 12: per user, at most `analysesInFlightPerUser` analyses waited on at once and
   * `analysesPerUserPerMinute` started a minute (429 with Retry-After); the queue's length is capped (503).
   */
  private async run<N extends JobName>(
    name: N,
    payload: JobPayload<N> & { userId: string },
    res: HttpReply,
  ): Promise<JobResult<N> | AnalysisPending> {
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
    let r;
    try {
      await this.queue.assertRoom(limits.analysisQueueMax);
      r = await this.queue.enqueueAndWait(name, payload, this.config.analysisWaitMs);
    } finally {
      release();
    }
    if (r.status === 'done') return r.value;
    res.status(202);
    return { status: 'pending', jobId: r.jobId, message: 'Still analysing. Your result will be ready shortly.' };
  }
}
