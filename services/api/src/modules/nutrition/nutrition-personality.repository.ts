import { Inject, Injectable } from '@nestjs/common';
import type { SavedNutritionPersonality, SaveNutritionPersonalityRequest } from '@chairside/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../db/database.module';

const COLUMNS = `personality_type AS "personalityType", quiz_answers AS "quizAnswers", updated_at AS "updatedAt"`;
type Row = Omit<SavedNutritionPersonality, 'updatedAt'> & { updatedAt: Date };
const toResult = (r: Row): SavedNutritionPersonality => ({ ...r, updatedAt: r.updatedAt.toISOString() });

@Injectable()
export class NutritionPersonalityRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async findForUser(userId: string): Promise<SavedNutritionPersonality | null> {
    const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS} FROM nutrition_personalities WHERE user_id = $1`, [
      userId,
    ]);
    return rows[0] ? toResult(rows[0]) : null;
  }

  /** Taking the quiz again replaces the result. */
  async save(userId: string, p: SaveNutritionPersonalityRequest): Promise<SavedNutritionPersonality> {
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO nutrition_personalities (user_id, personality_type, quiz_answers) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET personality_type = EXCLUDED.personality_type, quiz_answers = EXCLUDED.quiz_answers, updated_at = now()
       RETURNING ${COLUMNS}`,
      [userId, p.personalityType, JSON.stringify(p.quizAnswers)],
    );
    return toResult(rows[0]!);
  }
}
