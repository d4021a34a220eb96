import { Inject, Injectable } from '@nestjs/common';
import type { SavedNutritionPersonality, SaveNutritionPersonalityRequest } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { NutritionPersonalityEntity } from './nutrition-personality.entity';

const toResult = (p: NutritionPersonalityEntity): SavedNutritionPersonality => ({
  personalityType: p.personalityType,
  quizAnswers: p.quizAnswers,
  updatedAt: p.updatedAt.toISOString(),
});

@Injectable()
export class NutritionPersonalityRepository {
  private readonly personalities;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.personalities = ds.getRepository(NutritionPersonalityEntity);
  }

  async findForUser(userId: string): Promise<SavedNutritionPersonality | null> {
    const row = await this.personalities.findOneBy({ userId });
    return row ? toResult(row) : null;
  }

  /** Taking the quiz again replaces the result; updatedAt comes back from RETURNING. */
  async save(userId: string, p: SaveNutritionPersonalityRequest): Promise<SavedNutritionPersonality> {
    const row = this.personalities.create({ userId, personalityType: p.personalityType, quizAnswers: p.quizAnswers });
    await this.personalities.upsert(row, ['userId']);
    return toResult(row);
  }
}
