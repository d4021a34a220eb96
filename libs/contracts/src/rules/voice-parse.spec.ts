import { parseVoiceFood, parseVoiceFoods } from './voice-parse';

describe('voice parsing', () => {
  it.each([
    ['I ate two eggs for breakfast', 'Eggs', 2, 'serving', 'breakfast'],
    ['had a cup of oatmeal this morning', 'Oatmeal', 1, 'cup', 'breakfast'],
    ['2 slices of whole wheat toast', 'Whole wheat toast', 2, 'slice', 'snack'],
    ['200 grams of chicken breast for dinner', 'Chicken breast', 200, 'gram', 'dinner'],
    ['half a cup of rice at lunch', 'Rice', 0.5, 'cup', 'lunch'],
    ['a half cup of blueberries', 'Blueberries', 0.5, 'cup', 'snack'],
    ['an apple as a snack', 'Apple', 1, 'serving', 'snack'],
    ['3 tbsp peanut butter', 'Peanut butter', 3, 'tablespoon', 'snack'],
    ['1.5 oz almonds in the afternoon', 'Almonds', 1.5, 'ounce', 'lunch'],
    ['some yogurt', 'Yogurt', 1, 'serving', 'snack'],
    ['I had a banana at noon', 'Banana', 1, 'serving', 'lunch'],
    ['salmon last night', 'Salmon', 1, 'serving', 'dinner'],
    ['Three pieces of sushi tonight.', 'Sushi', 3, 'piece', 'dinner'],
    ['1/2 lb ground beef in the evening', 'Ground beef', 0.5, 'pound', 'dinner'],
    ['two teaspoons of honey this AM', 'Honey', 2, 'teaspoon', 'breakfast'],
    ['a slice of pizza at 2 pm', 'Pizza', 1, 'slice', 'dinner'],
    ['I ate the pasta', 'Pasta', 1, 'serving', 'snack'],
    ['4 ounces of steak for lunch', 'Steak', 4, 'ounce', 'lunch'],
    ['one serving of greek yogurt with my breakfast', 'Greek yogurt', 1, 'serving', 'breakfast'],
    ['twelve almonds', 'Almonds', 12, 'serving', 'snack'],
    ['a couple of cookies', 'Cookies', 2, 'serving', 'snack'],
    ['Had a Big Mac for dinner', 'Big mac', 1, 'serving', 'dinner'],
    ['100 g cheddar cheese', 'Cheddar cheese', 100, 'gram', 'snack'],
    ['a cup of coffee in the morning', 'Coffee', 1, 'cup', 'breakfast'],
    ['Snack: 2 rice cakes', 'Rice cakes', 2, 'serving', 'snack'],
    ['I just had some soup for supper', 'Soup', 1, 'serving', 'dinner'],
  ] as const)('%s', (transcript, foodName, quantity, unit, mealType) => {
    expect(parseVoiceFood(transcript)).toEqual({ foodName, quantity, unit, mealType, confidence: 0.8 });
  });

  it.each(['', 'um', 'I had the', 'for breakfast'])('finds no food in %j', (t) => {
    expect(parseVoiceFood(t)).toBeNull();
  });
});

describe('several foods in one sentence', () => {
  const short = (t: string) => parseVoiceFoods(t).map((p) => [p.foodName, p.quantity, p.unit, p.mealType]);

  it("cuts at 'and' between foods ('with' does not cut) and gives the sentence's meal to every food", () => {
    expect(short('two bananas and a coffee with milk for breakfast')).toEqual([
      ['Bananas', 2, 'serving', 'breakfast'],
      ['Coffee milk', 1, 'serving', 'breakfast'],
    ]);
  });

  it("cuts at commas, 'plus' and 'then'; a part's own meal wins", () => {
    expect(short('2 slices of toast, an apple plus 1 cup of rice then yogurt for a snack')).toEqual([
      ['Toast', 2, 'slice', 'snack'],
      ['Apple', 1, 'serving', 'snack'],
      ['Rice', 1, 'cup', 'snack'],
      ['Yogurt', 1, 'serving', 'snack'],
    ]);
    expect(short('eggs for breakfast and a salad for lunch')).toEqual([
      ['Eggs', 1, 'serving', 'breakfast'],
      ['Salad', 1, 'serving', 'lunch'],
    ]);
  });

  it("keeps dishes named with 'and' whole", () => {
    expect(short('mac and cheese and a coke for dinner')).toEqual([
      ['Mac and cheese', 1, 'serving', 'dinner'],
      ['Coke', 1, 'serving', 'dinner'],
    ]);
    expect(short('Fish and chips')).toEqual([['Fish and chips', 1, 'serving', 'snack']]);
  });

  it('is the single parse for one food, and nothing for no food', () => {
    expect(parseVoiceFoods('I ate two slices of toast for breakfast')).toEqual([
      parseVoiceFood('I ate two slices of toast for breakfast'),
    ]);
    expect(parseVoiceFoods('um and for breakfast')).toEqual([]);
  });
});
