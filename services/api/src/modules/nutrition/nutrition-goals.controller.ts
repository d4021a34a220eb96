import { Body, Controller, Get, HttpCode, Inject, Post, Put, Res, UseGuards } from '@nestjs/common';
import { sendJson, type HttpReply } from '../../common/http-reply';
import { endpoints, type NutritionGoals } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { NutritionGoalsRepository } from './nutrition-goals.repository';

@Controller()
@UseGuards(SignedInGuard)
export class NutritionGoalsController {
  constructor(@Inject(NutritionGoalsRepository) private readonly goals: NutritionGoalsRepository) {}

  @Get(endpoints.getNutritionGoals.path)
  async get(@CurrentUser() user: SessionUser, @Res() res: HttpReply): Promise<void> {
    // Written by hand: Nest would send an empty body for null, and the client expects JSON null.
    sendJson(res, await this.goals.findForUser(user.id));
  }

  @Post(endpoints.createNutritionGoals.path)
  @HttpCode(201)
  async create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createNutritionGoals.body)) body: NutritionGoals,
  ): Promise<NutritionGoals> {
    const created = await this.goals.insert(user.id, body);
    if (!created) throw ApiException.conflict('Nutrition goals already exist; change them with PUT');
    return created;
  }

  /** PUT sets the goals whether or not some exist: a client that raced its GET still saves. */
  @Put(endpoints.updateNutritionGoals.path)
  update(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.updateNutritionGoals.body)) body: NutritionGoals,
  ): Promise<NutritionGoals> {
    return this.goals.upsert(user.id, body);
  }
}
