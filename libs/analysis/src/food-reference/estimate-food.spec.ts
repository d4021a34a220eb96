import { estimateNamedFood } from './estimate-food';
import { REFERENCE_FOODS } from './foods';
import { indexedPhrases, matchFood, stem } from './matching';

const matched = (name: string) => matchFood(name)?.food.name;

describe('the reference table', () => {
  it('holds at least 300 foods, each with a serving weight', () => {
    expect(REFERENCE_FOODS.length).toBeGreaterThanOrEqual(300);
    for (const f of REFERENCE_FOODS) expect(f.grams.serving).toBeGreaterThan(0);
  });

  it('never lets two foods claim one name or alias', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const { key, food } of indexedPhrases()) {
      const first = owner.get(key);
      if (first && first !== food) clashes.push(`'${key}': ${first} / ${food}`);
      else owner.set(key, food);
    }
    expect(clashes).toEqual([]);
  });

  // USDA's energy uses food-specific factors and counts fibre apart, so real values sit up to ~15 %
  // off 4/4/9; a typo (a digit dropped or swapped) lands far outside.
  it('has energy that agrees with its macros (4/4/9 kcal per g, 7 for alcohol)', () => {
    const off = REFERENCE_FOODS.filter((f) => {
      const v = f.per100g;
      const computed = 4 * v.protein + 4 * v.carbs + 9 * v.fat + 7 * (v.alcohol ?? 0);
      return Math.abs(computed - v.kcal) > Math.max(18, v.kcal * 0.15);
    }).map((f) => f.name);
    expect(off).toEqual([]);
    for (const f of REFERENCE_FOODS) for (const n of Object.values(f.per100g)) expect(n).toBeGreaterThanOrEqual(0);
  });

  it('gives every food its sugars, never more than its carbohydrate', () => {
    const over = REFERENCE_FOODS.filter((f) => !(f.per100g.sugars <= f.per100g.carbs)).map((f) => f.name);
    expect(over).toEqual([]);
  });

  // Hand-checked against FoodData Central's "Sugars, total" per 100 g.
  it.each([
    ['Apple', 10.4], // SR 09003, apples, raw, with skin: 10.39
    ['Banana', 12.2], // SR 09040: 12.23
    ['Cola', 10], // beverages, carbonated, cola, regular: 3.1 g per 1 fl oz (31 g)
    ['Honey', 82.1], // SR 19296: 82.12
    ['Chicken breast', 0],
    ['Olive oil', 0],
  ])('%s has %s g of sugars per 100 g', (name, sugars) => {
    expect(REFERENCE_FOODS.find((f) => f.name === name)!.per100g.sugars).toBe(sugars);
  });

  it('gives every food its fibre, saturated fat and sodium: saturated fat within the fat, fibre within the carbohydrate', () => {
    const wrong = REFERENCE_FOODS.filter(({ per100g: v }) => {
      const known = [v.fibre, v.saturatedFat, v.sodium].every((n) => typeof n === 'number' && n >= 0);
      return !known || v.saturatedFat > v.fat || v.fibre > v.carbs || v.sodium !== Math.round(v.sodium);
    }).map((f) => f.name);
    expect(wrong).toEqual([]);
  });

  it('has a cola a soda drinker can name, a 12 fl oz can (368 g) as its serving', () => {
    const cola = REFERENCE_FOODS.find((f) => f.name === 'Cola')!;
    expect(cola.aliases).toEqual(expect.arrayContaining(['soda', 'coke', 'soft drink']));
    expect(cola.grams.serving).toBe(368);
    expect(matched('a can of soda')).toBe('Cola');
  });
});

describe('matching', () => {
  it('folds plurals onto one form', () => {
    expect(['berries', 'berry'].map(stem)).toEqual(['berri', 'berri']);
    expect(['tomatoes', 'tomato'].map(stem)).toEqual(['tomato', 'tomato']);
    expect(['cookies', 'cookie'].map(stem)).toEqual(['cooki', 'cooki']);
    expect(['peaches', 'peach'].map(stem)).toEqual(['peach', 'peach']);
  });

  it.each([
    ['apples', 'Apple'],
    ['Eggs', 'Eggs'],
    ['an egg', 'Eggs'],
    ['scrambled eggs', 'Eggs'],
    ['boiled egg', 'Eggs'],
    ['fried eggs', 'Fried egg'],
    ['grilled chicken', 'Chicken breast'],
    ['chicken breast grilled', 'Chicken breast'],
    ['steamed broccoli', 'Broccoli'],
    ['a bowl of oatmeal', 'Oatmeal'],
    ['brown rice', 'Brown rice'],
    ['rice', 'White rice'],
    ['fried rice', 'Fried rice'],
    ['sweet potato', 'Sweet potato'],
    ['potatoes', 'Baked potato'],
    ['peanut butter', 'Peanut butter'],
    ['toast with peanut butter', 'Peanut butter'],
    ['butter', 'Butter'],
    ['milk', 'Milk (2%)'],
    ['whole milk', 'Whole milk'],
    ['Greek yoghurt', 'Greek yogurt'],
    ['mac & cheese', 'Macaroni and cheese'],
    ['blueberries', 'Blueberries'],
    ['peaches', 'Peach'],
    ['cherry tomatoes', 'Cherry tomatoes'],
    ['slice of pizza', 'Cheese pizza'],
    ['pepperoni pizza', 'Pepperoni pizza'],
    ['iced latte', 'Latte'],
    ['açaí bowl', 'Acai bowl'],
    ['salmon fillet baked', 'Salmon'],
    ['glass of red wine', 'Red wine'],
    ['milk chocolate', 'Milk chocolate'],
    ['chocolate milk', 'Chocolate milk'],
    ['burrito bowl', 'Burrito bowl'],
    ['bowl of burrito', 'Burrito'],
    ['green salad', 'Garden salad'],
    ['salad greens', 'Mixed greens'],
  ])('%s -> %s', (said, food) => {
    expect(matched(said)).toBe(food);
  });

  it('finds nothing in words that name no food', () => {
    expect(matchFood('the')).toBeNull();
    expect(matchFood('xylophone')).toBeNull();
  });
});

describe('estimateNamedFood', () => {
  it('converts pieces with the food’s own weight: 2 eggs = 100 g', () => {
    expect(estimateNamedFood({ foodName: 'scrambled eggs', quantity: 2, unit: 'piece' })).toEqual({
      foodName: 'Scrambled eggs',
      calories: 143,
      protein: 12.6,
      carbs: 0.7,
      fat: 9.5,
      sugars: 0.4,
      // FDC SR 01123, egg, whole, raw: saturated 3.1 g, sodium 142 mg per 100 g, no fibre.
      fibre: 0,
      saturatedFat: 3.1,
      sodium: 142,
      confidence: 0.75,
      note: '2 pieces ≈ 100 g of eggs (USDA reference values).',
      ingredients: ['Eggs'],
    });
  });

  it('uses the per-100 g values for grams and weights for ounces and pounds', () => {
    expect(estimateNamedFood({ foodName: 'almonds', quantity: 100, unit: 'gram' })).toMatchObject({
      calories: 579,
      protein: 21.2,
      carbs: 21.6,
      fat: 49.9,
      confidence: 0.9,
    });
    expect(estimateNamedFood({ foodName: 'salmon', quantity: 3, unit: 'ounce' })).toMatchObject({
      calories: 175,
      protein: 18.8,
      fat: 10.5,
    }); // 85.05 g
    expect(estimateNamedFood({ foodName: 'ground beef', quantity: 0.5, unit: 'pound' })).toMatchObject({
      calories: 567,
    }); // 226.8 g × 2.5
  });

  it('uses cup, tablespoon, teaspoon and slice weights', () => {
    expect(estimateNamedFood({ foodName: 'white rice', quantity: 1, unit: 'cup' })).toMatchObject({
      calories: 205,
      carbs: 44.6,
      note: '1 cup ≈ 158 g of white rice (USDA reference values).',
    });
    expect(estimateNamedFood({ foodName: 'peanut butter', quantity: 2, unit: 'tablespoon' })).toMatchObject({
      calories: 188,
      protein: 8,
      fat: 16.1,
    });
    expect(estimateNamedFood({ foodName: 'honey', quantity: 1, unit: 'teaspoon' })).toMatchObject({ calories: 21 });
    expect(estimateNamedFood({ foodName: 'whole wheat bread', quantity: 2, unit: 'slice' })).toMatchObject({
      calories: 161,
      note: '2 slices ≈ 64 g of whole wheat bread (USDA reference values).',
    });
    expect(estimateNamedFood({ foodName: 'banana', quantity: 1, unit: 'serving' })).toMatchObject({ calories: 105 });
  });

  it('derives a missing measure and says how', () => {
    // Spinach has a cup weight only: a tablespoon is 1/16 cup.
    expect(estimateNamedFood({ foodName: 'spinach', quantity: 16, unit: 'tablespoon' }).note).toBe(
      '16 tablespoons ≈ 30 g of spinach (USDA reference values; a tablespoon as 1/16 cup).',
    );
    // Pizza has no cup: 240 g assumed.
    expect(estimateNamedFood({ foodName: 'pizza', quantity: 1, unit: 'cup' }).note).toContain('a cup as 240 g');
  });

  it('scales the sugars with the amount: an apple, a can of cola, a cup of milk', () => {
    // 182 g × 10.4 / 100 = 18.93; 368 g × 10.0 / 100 = 36.8; 244 g × 4.8 / 100 = 11.71
    expect(estimateNamedFood({ foodName: 'apple', quantity: 1, unit: 'piece' }).sugars).toBe(18.9);
    expect(estimateNamedFood({ foodName: 'coke', quantity: 1, unit: 'serving' }).sugars).toBe(36.8);
    expect(estimateNamedFood({ foodName: 'milk', quantity: 1, unit: 'cup' }).sugars).toBe(11.7);
  });

  it('scales fibre, saturated fat and sodium with the amount (hand-checked FDC SR Legacy figures)', () => {
    // Almonds (SR 12061): fibre 12.5 g, saturated 3.8 g, sodium 1 mg per 100 g.
    expect(estimateNamedFood({ foodName: 'almonds', quantity: 100, unit: 'gram' })).toMatchObject({
      fibre: 12.5,
      saturatedFat: 3.8,
      sodium: 1,
    });
    // Peanut butter, smooth, with salt (SR 16098): fibre 6.0, saturated 10.3 g, sodium 459 mg per 100 g;
    // 2 tablespoons = 32 g: 1.92 → 1.9 g, 3.296 → 3.3 g, 146.88 → 147 mg.
    expect(estimateNamedFood({ foodName: 'peanut butter', quantity: 2, unit: 'tablespoon' })).toMatchObject({
      fibre: 1.9,
      saturatedFat: 3.3,
      sodium: 147,
    });
    // Whole milk (SR 01077): saturated 1.9 g, sodium 43 mg per 100 g; a cup = 244 g: 4.636 → 4.6 g, 104.92 → 105 mg.
    expect(estimateNamedFood({ foodName: 'whole milk', quantity: 1, unit: 'cup' })).toMatchObject({
      fibre: 0,
      saturatedFat: 4.6,
      sodium: 105,
    });
    // Black beans, boiled (SR 16015): fibre 8.7 g per 100 g; a cup = 172 g: 14.964 → 15 g.
    expect(estimateNamedFood({ foodName: 'black beans', quantity: 1, unit: 'cup' }).fibre).toBe(15);
  });

  it('answers an unknown food with a low-confidence estimate that says so', () => {
    const r = estimateNamedFood({ foodName: 'grandma’s special casserole', quantity: 1, unit: 'serving' });
    expect(r).toMatchObject({
      foodName: 'Grandma’s special casserole',
      calories: 225,
      protein: 9,
      carbs: 27,
      fat: 9,
      sugars: null, // unknown, not 0: a guess would count as sugar eaten (or not)
      fibre: null,
      saturatedFat: null,
      sodium: null,
      confidence: 0.3,
      ingredients: [],
    });
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.note).toContain('is not in our reference table; this is a rough estimate');
  });
});
