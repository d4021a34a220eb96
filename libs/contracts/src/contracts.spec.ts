import {
  CreateFoodEntryRequest,
  UpdateFoodEntryRequest,
  FoodEntriesQuery,
  isCompatibleContract,
  LoginRequest,
  NewPin,
  NutritionGoals,
  SATURATED_FAT_ABOVE_FAT,
  SignupRequest,
} from './index';

describe('CreateFoodEntryRequest', () => {
  it('trims the name and fills defaults', () => {
    expect(CreateFoodEntryRequest.parse({ foodName: '  Apple ', calories: 95 })).toEqual({
      foodName: 'Apple',
      mealType: 'lunch',
      calories: 95,
      protein: 0,
      carbs: 0,
      fat: 0,
      sugars: null,
      fibre: null,
      saturatedFat: null,
      sodium: null,
      portionAmount: null,
      portionUnit: null,
      analysisMethod: 'manual',
    });
  });
  it('takes fibre, saturated fat (g) and sodium (mg) when known, blank as unknown, saturated fat within the fat', () => {
    const oats = { foodName: 'Oats', calories: 379, carbs: 67.7, fat: 6.5 };
    expect(CreateFoodEntryRequest.parse({ ...oats, fibre: '10.1', saturatedFat: 1.1, sodium: '6' })).toMatchObject({
      fibre: 10.1,
      saturatedFat: 1.1,
      sodium: 6,
    });
    expect(CreateFoodEntryRequest.parse({ ...oats, fibre: '', sodium: null })).toMatchObject({
      fibre: null,
      sodium: null,
    });
    // Sodium in mg goes up to 50,000; grams up to 2,000; fibre may pass the carbs (EU labels leave it out of them).
    expect(CreateFoodEntryRequest.safeParse({ ...oats, sodium: 50000 }).success).toBe(true);
    expect(CreateFoodEntryRequest.safeParse({ ...oats, sodium: 50001 }).success).toBe(false);
    expect(CreateFoodEntryRequest.safeParse({ ...oats, fibre: 2001 }).success).toBe(false);
    expect(CreateFoodEntryRequest.safeParse({ ...oats, carbs: 5, fibre: 10 }).success).toBe(true);
    const above = CreateFoodEntryRequest.safeParse({ ...oats, saturatedFat: 6.6 });
    expect(above.error?.issues[0]).toMatchObject({ path: ['saturatedFat'], message: SATURATED_FAT_ABOVE_FAT });
    expect(UpdateFoodEntryRequest.safeParse({ fat: 2, saturatedFat: 3 }).success).toBe(false);
    expect(UpdateFoodEntryRequest.parse({ sodium: '' })).toEqual({ sodium: null });
  });
  it('takes a portion as an amount and a unit together', () => {
    const rice = { foodName: 'Rice', calories: 300 };
    expect(CreateFoodEntryRequest.parse({ ...rice, portionAmount: '1.5', portionUnit: 'cup' })).toMatchObject({
      portionAmount: 1.5,
      portionUnit: 'cup',
    });
    expect(CreateFoodEntryRequest.safeParse({ ...rice, portionAmount: 1.5 }).success).toBe(false);
    expect(CreateFoodEntryRequest.safeParse({ ...rice, portionUnit: 'cup' }).success).toBe(false);
    expect(CreateFoodEntryRequest.safeParse({ ...rice, portionAmount: 0, portionUnit: 'cup' }).success).toBe(false);
  });
  it('takes sugars when known; a blank multipart field means unknown; a time of day is HH:MM', () => {
    expect(CreateFoodEntryRequest.parse({ foodName: 'Cola', calories: 140, carbs: 39, sugars: '39' }).sugars).toBe(39);
    // Sugars are part of the carbs (none sent count as 0).
    expect(CreateFoodEntryRequest.safeParse({ foodName: 'Cola', calories: 140, carbs: 38, sugars: 39 }).success).toBe(
      false,
    );
    expect(CreateFoodEntryRequest.safeParse({ foodName: 'Cola', calories: 140, sugars: 1 }).success).toBe(false);
    expect(CreateFoodEntryRequest.parse({ foodName: 'Cola', calories: 140, sugars: '' }).sugars).toBeNull();
    expect(CreateFoodEntryRequest.safeParse({ foodName: 'Cola', calories: 1, sugars: -1 }).success).toBe(false);
    expect(CreateFoodEntryRequest.parse({ foodName: 'Cola', calories: 1, time: '15:05' }).time).toBe('15:05');
    expect(CreateFoodEntryRequest.safeParse({ foodName: 'Cola', calories: 1, time: '24:00' }).success).toBe(false);
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

describe('UpdateFoodEntryRequest', () => {
  it('moves an entry to a time of day, with the day and zone only beside a time', () => {
    expect(UpdateFoodEntryRequest.parse({ time: '08:15', date: '2026-02-28', tz: 'Europe/Berlin' })).toEqual({
      time: '08:15',
      date: '2026-02-28',
      tz: 'Europe/Berlin',
    });
    expect(UpdateFoodEntryRequest.safeParse({ date: '2026-02-28' }).success).toBe(false);
    expect(UpdateFoodEntryRequest.safeParse({ portionAmount: 2 }).success).toBe(false);
    expect(UpdateFoodEntryRequest.parse({ portionAmount: null, portionUnit: null })).toEqual({
      portionAmount: null,
      portionUnit: null,
    });
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

describe('usernames', () => {
  it('are trimmed and lower-cased by the schema, at login and sign-up', () => {
    expect(LoginRequest.parse({ username: '  Dentist@Chairside.DEMO ', pin: '1234' }).username).toBe(
      'dentist@chairside.demo',
    );
    expect(SignupRequest.parse({ email: ' Riley@Clinic.EXAMPLE ', name: 'Riley', pin: '4820913' }).email).toBe(
      'riley@clinic.example',
    );
  });
  it('are at most 254 characters once lower-cased (254 × İ lower-cases to 508)', () => {
    expect('İ'.repeat(254).toLowerCase()).toHaveLength(508);
    const login = LoginRequest.safeParse({ username: 'İ'.repeat(254), pin: '1234' });
    expect(login.success).toBe(false);
    expect(login.error?.issues[0]?.path).toEqual(['username']);
    expect(LoginRequest.safeParse({ username: 'a'.repeat(254), pin: '1234' }).success).toBe(true);
    const long = `${'İ'.repeat(120)}@clinic.example`;
    expect(SignupRequest.safeParse({ email: long, name: 'R', pin: '4820913' }).success).toBe(false);
    expect(SignupRequest.safeParse({ email: `${'a'.repeat(250)}@b.co`, name: 'R', pin: '4820913' }).success).toBe(
      false,
    );
  });
});
