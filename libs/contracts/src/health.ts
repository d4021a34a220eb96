import { z } from 'zod';

export const HEALTH_PLATFORMS = ['apple_health', 'google_fit'] as const;
export const HealthPlatform = z.enum(HEALTH_PLATFORMS);

export const HealthIntegration = z.object({
  platform: HealthPlatform,
  connected: z.boolean(),
  lastSync: z.string().nullable(),
  syncData: z
    .object({ entriesUploaded: z.number().int(), dataTypes: z.array(z.string()), status: z.string() })
    .nullable(),
});
export type HealthIntegration = z.infer<typeof HealthIntegration>;

export const PERSONALITY_TYPES = ['macro_master', 'wellness_warrior', 'flexible_foodie'] as const;
export const PersonalityType = z.enum(PERSONALITY_TYPES);
export const NutritionPersonality = z.object({
  personalityType: PersonalityType,
  quizAnswers: z.array(z.string()).length(10),
});
