import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { endpoints, type OwnFood, type SaveOwnFoodRequest } from '@chairside/contracts';
import type { z } from 'zod';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { OwnFoodsService } from './own-foods.service';

@Controller()
@UseGuards(SignedInGuard)
export class OwnFoodsController {
  constructor(@Inject(OwnFoodsService) private readonly foods: OwnFoodsService) {}

  @Get(endpoints.listOwnFoods.path)
  list(@CurrentUser() user: SessionUser): Promise<OwnFood[]> {
    return this.foods.list(user.id);
  }

  @Post(endpoints.createOwnFood.path)
  @HttpCode(201)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createOwnFood.body)) body: z.output<typeof SaveOwnFoodRequest>,
  ): Promise<OwnFood> {
    return this.foods.create(user.id, body);
  }

  @Put(endpoints.updateOwnFood.path)
  replace(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.updateOwnFood.params)) p: { id: string },
    @Body(zod(endpoints.updateOwnFood.body)) body: z.output<typeof SaveOwnFoodRequest>,
  ): Promise<OwnFood> {
    return this.foods.replace(user.id, p.id, body);
  }

  @Delete(endpoints.deleteOwnFood.path)
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteOwnFood.params)) p: { id: string },
  ): Promise<void> {
    return this.foods.remove(user.id, p.id);
  }
}
