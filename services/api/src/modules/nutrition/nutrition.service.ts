import { Inject, Injectable } from '@nestjs/common';
import type { NutritionGoals, SavedNutritionPersonality, SaveNutritionPersonalityRequest } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { NutritionGoalsRepository } from './nutrition-goals.repository';
import { NutritionPersonalityRepository } from './nutrition-personality.repository';

/** A user's nutrition goals and quiz result. */
@Injectable()
export class NutritionService {
  constructor(
    @Inject(NutritionGoalsRepository) private readonly goals: NutritionGoalsRepository,
    @Inject(NutritionPersonalityRepository) private readonly personalities: NutritionPersonalityRepository,
  ) {}

  goalsOf(userId: string): Promise<NutritionGoals | null> {
    return this.goals.findForUser(userId);
  }

  /** Only the first time: later changes go through `setGoals` (409 otherwise). */
  async createGoals(userId: string, goals: NutritionGoals): Promise<NutritionGoals> {
    const created = await this.goals.insert(userId, goals);
    if (!created) throw ApiException.conflict('Nutrition goals already exist; change them with PUT');
    return created;
  }

  /** Sets the goals whether or not some exist: a client that raced its GET still saves. */
  setGoals(userId: string, goals: NutritionGoals): Promise<NutritionGoals> {
    return this.goals.upsert(userId, goals);
  }

  personalityOf(userId: string): Promise<SavedNutritionPersonality | null> {
    return this.personalities.findForUser(userId);
  }

  savePersonality(userId: string, p: SaveNutritionPersonalityRequest): Promise<SavedNutritionPersonality> {
    return this.personalities.save(userId, p);
  }
}
