import { z } from 'zod';

/** The shape every food analysis answers with, photo, barcode or voice (spec 3). */
export const FoodAnalysisResult = z.object({
  foodName: z.string(),
  calories: z.number().min(0),
  protein: z.number().min(0),
  carbs: z.number().min(0),
  fat: z.number().min(0),
  confidence: z.number().min(0).max(1),
  note: z.string().optional(),
  ingredients: z.array(z.string()),
});
export type FoodAnalysisResult = z.infer<typeof FoodAnalysisResult>;

export const ExerciseAnalysisResult = z.object({
  name: z.string(),
  description: z.string(),
  duration: z.number(),
  intensity: z.enum(['low', 'medium', 'high']),
  caloriesBurned: z.number(),
});
export type ExerciseAnalysisResult = z.infer<typeof ExerciseAnalysisResult>;
