import { z } from 'zod';
import { amount, IsoDate, MealType, TimeZone } from './common';

export const ANALYSIS_METHODS = ['camera', 'manual', 'voice', 'barcode'] as const;
export const AnalysisMethod = z.enum(ANALYSIS_METHODS);

export const FoodEntry = z.object({
  id: z.string(),
  foodName: z.string(),
  mealType: MealType,
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  imageUrl: z.string().nullable(),
  analysisMethod: AnalysisMethod,
  createdAt: z.string(),
});
export type FoodEntry = z.infer<typeof FoodEntry>;

export const CreateFoodEntryRequest = z.object({
  foodName: z.string().trim().min(1, 'Please enter a food name.').max(200),
  mealType: MealType.default('lunch'),
  calories: amount(20000),
  protein: amount(2000).default(0),
  carbs: amount(2000).default(0),
  fat: amount(2000).default(0),
  analysisMethod: AnalysisMethod.default('manual'),
});
export type CreateFoodEntryRequest = z.input<typeof CreateFoodEntryRequest>;

/** `date` is a calendar day in `tz` (default UTC); without `date`, every entry (the streak). */
export const FoodEntriesQuery = z.object({
  date: IsoDate.optional(),
  tz: TimeZone.optional(),
});
export type FoodEntriesQuery = z.infer<typeof FoodEntriesQuery>;

export const FoodEntryList = z.array(FoodEntry);

export interface MacroTotals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export function sumMacros(entries: readonly Pick<FoodEntry, keyof MacroTotals>[]): MacroTotals {
  return entries.reduce(
    (t, e) => ({ calories: t.calories + e.calories, protein: t.protein + e.protein, carbs: t.carbs + e.carbs, fat: t.fat + e.fat }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );
}
