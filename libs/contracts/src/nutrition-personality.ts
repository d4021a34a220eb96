import { z } from 'zod';

export const PERSONALITY_TYPES = ['macro_master', 'wellness_warrior', 'flexible_foodie'] as const;
export const PersonalityType = z.enum(PERSONALITY_TYPES);
export type PersonalityType = z.infer<typeof PersonalityType>;

/** The quiz's ten answers, as the option texts the user chose. */
export const SaveNutritionPersonalityRequest = z.object({
  personalityType: PersonalityType,
  quizAnswers: z
    .array(z.string().trim().min(1, 'every answer must be given').max(200))
    .length(10, 'the quiz has 10 answers'),
});
export type SaveNutritionPersonalityRequest = z.infer<typeof SaveNutritionPersonalityRequest>;

export const SavedNutritionPersonality = SaveNutritionPersonalityRequest.extend({ updatedAt: z.string() });
export type SavedNutritionPersonality = z.infer<typeof SavedNutritionPersonality>;
/** decisions.md: `200 null` until the quiz is completed. */
export const NutritionPersonalityResponse = SavedNutritionPersonality.nullable();
