import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { endpoints, type Recipe, type SaveRecipeRequest } from '@chairside/contracts';
import type { z } from 'zod';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { RecipesService } from './recipes.service';

@Controller()
@UseGuards(SignedInGuard)
export class RecipesController {
  constructor(@Inject(RecipesService) private readonly recipes: RecipesService) {}

  @Get(endpoints.listRecipes.path)
  list(@CurrentUser() user: SessionUser): Promise<Recipe[]> {
    return this.recipes.list(user.id);
  }

  @Post(endpoints.createRecipe.path)
  @HttpCode(201)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createRecipe.body)) body: z.output<typeof SaveRecipeRequest>,
  ): Promise<Recipe> {
    return this.recipes.create(user.id, body);
  }

  @Put(endpoints.updateRecipe.path)
  replace(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.updateRecipe.params)) p: { id: string },
    @Body(zod(endpoints.updateRecipe.body)) body: z.output<typeof SaveRecipeRequest>,
  ): Promise<Recipe> {
    return this.recipes.replace(user.id, p.id, body);
  }

  @Delete(endpoints.deleteRecipe.path)
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteRecipe.params)) p: { id: string },
  ): Promise<void> {
    return this.recipes.remove(user.id, p.id);
  }
}
