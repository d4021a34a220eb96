import { z } from 'zod';

export const PERSONALITY_TYPES = ['macro_master', 'wellness_warrior', 'flexible_foodie'] as const;
export const PersonalityType = z.enum(PERSONALITY_TYPES);
export const NutritionPersonality = z.object({
  personalityType: PersonalityType,
  quizAnswers: z.array(z.string()).length(10),
});
