import { Inject, Injectable } from '@nestjs/common';
import type { NutritionGoals } from '@chairside/contracts';
import { DataSource } from 'typeorm';

const COLUMNS = `calorie_goal AS "calorieGoal", protein_goal AS "proteinGoal", carb_goal AS "carbGoal", fat_goal AS "fatGoal"`;

@Injectable()
export class NutritionGoalsRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async findForUser(userId: string): Promise<NutritionGoals | null> {
    const rows: NutritionGoals[] = await this.ds.query(`SELECT ${COLUMNS} FROM nutrition_goals WHERE user_id = $1`, [
      userId,
    ]);
    return rows[0] ?? null;
  }

  /** Inserts the user's first goals; null when they already have some. */
  async insert(userId: string, g: NutritionGoals): Promise<NutritionGoals | null> {
    const rows: NutritionGoals[] = await this.ds.query(
      `INSERT INTO nutrition_goals (user_id, calorie_goal, protein_goal, carb_goal, fat_goal) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO NOTHING RETURNING ${COLUMNS}`,
      [userId, g.calorieGoal, g.proteinGoal, g.carbGoal, g.fatGoal],
    );
    return rows[0] ?? null;
  }

  async upsert(userId: string, g: NutritionGoals): Promise<NutritionGoals> {
    const rows: NutritionGoals[] = await this.ds.query(
      `INSERT INTO nutrition_goals (user_id, calorie_goal, protein_goal, carb_goal, fat_goal) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET calorie_goal = EXCLUDED.calorie_goal, protein_goal = EXCLUDED.protein_goal,
         carb_goal = EXCLUDED.carb_goal, fat_goal = EXCLUDED.fat_goal, updated_at = now()
       RETURNING ${COLUMNS}`,
      [userId, g.calorieGoal, g.proteinGoal, g.carbGoal, g.fatGoal],
    );
    return rows[0]!;
  }
}
