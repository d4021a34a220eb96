import { Body, Controller, Get, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { sendJson, type HttpReply } from '../../common/http-reply';
import { endpoints, type SavedNutritionPersonality, type SaveNutritionPersonalityRequest } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { NutritionService } from './nutrition.service';

@Controller()
@UseGuards(SignedInGuard)
export class NutritionPersonalityController {
  constructor(@Inject(NutritionService) private readonly nutrition: NutritionService) {}

  @Get(endpoints.getNutritionPersonality.path)
  async get(@CurrentUser() user: SessionUser, @Res() res: HttpReply): Promise<void> {
    // Written by hand: Nest would send an empty body for null, and the client expects JSON null.
    sendJson(res, await this.nutrition.personalityOf(user.id));
  }

  @Post(endpoints.saveNutritionPersonality.path)
  save(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.saveNutritionPersonality.body)) body: SaveNutritionPersonalityRequest,
  ): Promise<SavedNutritionPersonality> {
    return this.nutrition.savePersonality(user.id, body);
  }
}
