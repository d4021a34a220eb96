import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { endpoints, type BrandedFoodSearchQuery, type BrandedFoodSearchResponse } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { BrandedFoodsService } from './branded-foods.service';

@Controller()
@UseGuards(SignedInGuard)
export class BrandedFoodsController {
  constructor(@Inject(BrandedFoodsService) private readonly brandedFoods: BrandedFoodsService) {}

  @Get(endpoints.searchBrandedFoods.path)
  search(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.searchBrandedFoods.query)) q: BrandedFoodSearchQuery,
  ): Promise<BrandedFoodSearchResponse> {
    return this.brandedFoods.search(user.id, q.q);
  }
}
