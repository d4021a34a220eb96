import { sharedMealText as englishSharedMealText } from '@chairside/contracts/web-lazy';
import { sharedMealText } from './shared-meal-text';

describe('sharedMealText', () => {
  it('reads in English exactly as the contracts word it, for every meal', () => {
    for (const mealType of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      const meal = { foodName: 'Greek yogurt', mealType, calories: 180.4, protein: 17.6, carbs: 9.2, fat: 8.5 };
      expect(sharedMealText(meal)).toBe(englishSharedMealText(meal));
    }
  });
});
