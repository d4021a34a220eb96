import { CreateFoodEntryRequest, FoodEntriesQuery, isCompatibleContract, NewPin, NutritionGoals } from './index';

describe('CreateFoodEntryRequest', () => {
  it('trims the name and fills defaults', () => {
    expect(CreateFoodEntryRequest.parse({ foodName: '  Apple ', calories: 95 })).toEqual({
      foodName: 'Apple',
      mealType: 'lunch',
      calories: 95,
      protein: 0,
      carbs: 0,
      fat: 0,
      analysisMethod: 'manual',
    });
  });
  it('accepts numeric text from multipart forms', () => {
    expect(CreateFoodEntryRequest.parse({ foodName: 'Toast', calories: '120', protein: '3.5' }).protein).toBe(3.5);
  });
  it.each([
    [{ foodName: '   ', calories: 1 }, 'foodName', 'Please enter a food name.'],
    [{ foodName: 'Egg', calories: -1 }, 'calories', 'must not be negative'],
    [{ foodName: 'Egg', calories: 'lots' }, 'calories', ''],
    [{ foodName: 'Egg', calories: 1, mealType: 'brunch' }, 'mealType', ''],
  ])('rejects %j at %s', (input, path, message) => {
    const r = CreateFoodEntryRequest.safeParse(input);
    expect(r.success).toBe(false);
    const issue = r.error!.issues[0]!;
    expect(issue.path.join('.')).toBe(path);
    expect(issue.message).toContain(message);
  });
});

describe('FoodEntriesQuery', () => {
  it('accepts a real date and zone', () => {
    expect(FoodEntriesQuery.parse({ date: '2026-02-28', tz: 'Europe/Berlin' })).toEqual({
      date: '2026-02-28',
      tz: 'Europe/Berlin',
    });
  });
  it.each([{ date: '2026-02-30' }, { date: '28.02.2026' }, { tz: 'Mars/Olympus' }])('rejects %j', (q) => {
    expect(FoodEntriesQuery.safeParse(q).success).toBe(false);
  });
});

describe('NewPin', () => {
  it.each(['4820913', '975310'])('accepts %s', (pin) => expect(NewPin.safeParse(pin).success).toBe(true));
  it.each(['1234', '111111', '123456', '987654', '12345a', '1234567890123'])('rejects %s', (pin) =>
    expect(NewPin.safeParse(pin).success).toBe(false),
  );
});

describe('NutritionGoals', () => {
  it('wants whole numbers', () => {
    expect(NutritionGoals.safeParse({ calorieGoal: 2000.5, proteinGoal: 1, carbGoal: 1, fatGoal: 1 }).success).toBe(
      false,
    );
  });
});

describe('remote contract', () => {
  it('accepts the same major and refuses another', () => {
    expect(isCompatibleContract('1.4.0', '1.0.0')).toBe(true);
    expect(isCompatibleContract('2.0.0', '1.0.0')).toBe(false);
    expect(isCompatibleContract(undefined, '1.0.0')).toBe(false);
  });
});
