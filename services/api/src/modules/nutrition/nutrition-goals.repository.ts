import { Inject, Injectable } from '@nestjs/common';
import type { NutritionGoals } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { NutritionGoalsEntity } from './nutrition-goals.entity';

const toGoals = (g: NutritionGoals): NutritionGoals => ({
  calorieGoal: g.calorieGoal,
  proteinGoal: g.proteinGoal,
  carbGoal: g.carbGoal,
  fatGoal: g.fatGoal,
});

@Injectable()
export class NutritionGoalsRepository {
  private readonly goals;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.goals = ds.getRepository(NutritionGoalsEntity);
  }

  async findForUser(userId: string): Promise<NutritionGoals | null> {
    const row = await this.goals.findOneBy({ userId });
    return row ? toGoals(row) : null;
  }

  /** Inserts the user's first goals; null when they already have some. */
  async insert(userId: string, g: NutritionGoals): Promise<NutritionGoals | null> {
    const result = await this.goals
      .createQueryBuilder()
      .insert()
      .values({ userId, ...toGoals(g) })
      .orIgnore()
      .returning(['userId'])
      .updateEntity(false)
      .execute();
    return (result.raw as unknown[]).length ? toGoals(g) : null;
  }

  /** Sets the goals whether or not some exist (updated_at moves either way). */
  async upsert(userId: string, g: NutritionGoals): Promise<NutritionGoals> {
    await this.goals.upsert({ userId, ...toGoals(g) }, ['userId']);
    return toGoals(g);
  }
}
