import type { FoodEntry } from '@chairside/contracts/web';
import { portionNutrition } from '../../../entities/food-search';
import { portionFood, renamedWithOldValues, timeOfDay } from './entry-edit';
import { formFromEntry } from './manual-entry-form';

const rice: FoodEntry = {
  id: 'e1',
  foodName: 'Rice, cooked',
  mealType: 'lunch',
  calories: 300,
  protein: 6,
  carbs: 66,
  fat: 0.6,
  sugars: null,
  fibre: 0.9,
  saturatedFat: null,
  sodium: 3,
  imageUrl: null,
  analysisMethod: 'manual',
  portionAmount: 1.5,
  portionUnit: 'cup',
  createdAt: '2026-03-02T11:45:00.000Z',
};

describe('editing a logged entry', () => {
  it("starts 'Time eaten' at the entry's time in the member's zone", () => {
    expect(timeOfDay(rice.createdAt, 'Europe/Berlin')).toBe('12:45');
    expect(timeOfDay(rice.createdAt, 'UTC')).toBe('11:45');
  });

  it('scales every value with the amount: 1.5 cups to 2 is 4/3 of each', () => {
    const food = portionFood(rice)!;
    expect(food.portions).toEqual([{ unit: 'cup', grams: 1 }]);
    // 300 × 2 / 1.5 = 400 kcal; 6 → 8 g; 66 → 88 g; 0.6 → 0.8 g; fibre 0.9 → 1.2 g; sodium 3 → 4 mg;
    // sugars and saturated fat stay unknown.
    expect(portionNutrition(food.per100g!, 1, 2)).toEqual({
      calories: 400,
      protein: 8,
      carbs: 88,
      fat: 0.8,
      sugars: null,
      fibre: 1.2,
      saturatedFat: null,
      sodium: 4,
    });
    // The same amount gives the same values back.
    expect(portionNutrition(food.per100g!, 1, 1.5)).toEqual({
      calories: 300,
      protein: 6,
      carbs: 66,
      fat: 0.6,
      sugars: null,
      fibre: 0.9,
      saturatedFat: null,
      sodium: 3,
    });
  });

  it('has nothing to scale for an entry typed as a whole', () => {
    expect(portionFood({ ...rice, portionAmount: null, portionUnit: null })).toBeNull();
  });

  it('notices a new name over the old calories and macros, and not once they change', () => {
    const form = formFromEntry(rice);
    expect(renamedWithOldValues(form, rice)).toBe(false);
    expect(renamedWithOldValues({ ...form, foodName: 'rice, COOKED ' }, rice)).toBe(false);
    expect(renamedWithOldValues({ ...form, foodName: 'Quinoa' }, rice)).toBe(true);
    expect(renamedWithOldValues({ ...form, foodName: 'Quinoa', calories: '333' }, rice)).toBe(false);
  });
});
