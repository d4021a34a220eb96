import { Body, Controller, Get, HttpCode, Inject, Post, Put, Res, UseGuards } from '@nestjs/common';
import { sendJson, type HttpReply } from '../../common/http-reply';
import { endpoints, type NutritionGoals } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { NutritionService } from './nutrition.service';

@Controller()
@UseGuards(SignedInGuard)
export class NutritionGoalsController {
  constructor(@Inject(NutritionService) private readonly nutrition: NutritionService) {}

  @Get(endpoints.getNutritionGoals.path)
  async get(@CurrentUser() user: SessionUser, @Res() res: HttpReply): Promise<void> {
    // Written by hand: Nest would send an empty body for null, and the client expects JSON null.
    sendJson(res, await this.nutrition.goalsOf(user.id));
  }

  @Post(endpoints.createNutritionGoals.path)
  @HttpCode(201)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createNutritionGoals.body)) body: NutritionGoals,
  ): Promise<NutritionGoals> {
    return this.nutrition.createGoals(user.id, body);
  }

  /** PUT sets the goals whether or not some exist: a client that raced its GET still saves. */
  @Put(endpoints.updateNutritionGoals.path)
  update(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.updateNutritionGoals.body)) body: NutritionGoals,
  ): Promise<NutritionGoals> {
    return this.nutrition.setGoals(user.id, body);
  }
}
