import type { MealType } from '@chairside/contracts';

export const mealTypeLabel = (m: MealType): string => m.charAt(0).toUpperCase() + m.slice(1);
