import { foodShareText } from './share-food';

const apple = {
  foodName: 'Apple',
  calories: 94.6,
  protein: 0.47,
  carbs: 25.1,
  fat: 0.3,
  confidence: 0.9,
  ingredients: [],
};

describe('food share text', () => {
  it('names the food, the meal, calories and macros', () => {
    expect(foodShareText(apple, 'snack')).toBe(
      'I tracked my snack with Chairside: Apple, 95 kcal (protein 0.5 g, carbs 25.1 g, fat 0.3 g).',
    );
  });
});
