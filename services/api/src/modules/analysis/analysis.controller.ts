import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import {
  endpoints,
  type AnalysisJobStatus,
  type AnalysisPending,
  type JobName,
  type JobResult,
} from '@chairside/contracts';
import type { HttpReply } from '../../common/http-reply';
import type { z } from 'zod';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import type { JobWait } from './analysis-queue';
import { AnalysisService } from './analysis.service';

type Body<E extends keyof typeof endpoints> = (typeof endpoints)[E] extends { body: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** The result, or 202 with the job's id when it outlived the wait. */
function reply<N extends JobName>(r: JobWait<N>, res: HttpReply): JobResult<N> | AnalysisPending {
  if (r.status === 'done') return r.value;
  res.status(202);
  return { status: 'pending', jobId: r.jobId, message: 'Still analysing. Your result will be ready shortly.' };
}

@Controller()
@UseGuards(SignedInGuard)
export class AnalysisController {
  constructor(@Inject(AnalysisService) private readonly analysis: AnalysisService) {}

  @Post(endpoints.analyzeFood.path)
  @HttpCode(200)
  async analyzeFood(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.analyzeFood.body)) body: Body<'analyzeFood'>,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return reply(await this.analysis.analyzeFood(user.id, body), res);
  }

  @Post(endpoints.lookupBarcode.path)
  @HttpCode(200)
  async lookupBarcode(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.lookupBarcode.body)) body: Body<'lookupBarcode'>,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return reply(await this.analysis.lookupBarcode(user.id, body), res);
  }

  @Post(endpoints.analyzeFoodVoice.path)
  @HttpCode(200)
  async analyzeFoodVoice(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.analyzeFoodVoice.body)) body: Body<'analyzeFoodVoice'>,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return reply(await this.analysis.analyzeFoodVoice(user.id, body), res);
  }

  @Post(endpoints.analyzeExercise.path)
  @HttpCode(200)
  async analyzeExercise(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.analyzeExercise.body)) body: Body<'analyzeExercise'>,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    return reply(await this.analysis.analyzeExercise(user.id, body), res);
  }

  @Get(endpoints.analysisJob.path)
  job(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.analysisJob.params)) p: { id: string },
  ): Promise<AnalysisJobStatus> {
    return this.analysis.status(p.id, user.id);
  }
}
