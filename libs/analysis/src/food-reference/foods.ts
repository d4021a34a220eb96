/**
 * Common foods per 100 g edible portion, from USDA FoodData Central (SR Legacy and, for mixed
 * dishes, FNDDS typical recipes; public domain), rounded. `alcohol` is grams of ethanol (7 kcal/g).
 * `sugars` (for the oral-health lens, docs/product.md "Food logging") is FDC's "Sugars, total" (nutrient 2000) for the same food,
 * rounded to 0.1 g: mono- and disaccharides, natural and added alike, 0 where FDC lists none (meat,
 * fish, oils, spirits). Never above the carbohydrate figure: where SR lists lactose a little above a
 * carbohydrate-by-difference (milk, cream, kefir), it is capped there. For the mixed dishes FDC has
 * no single matching food for (bowls, wraps, salads, sandwiches), it is the sum over the dish's
 * FNDDS-style ingredients, so treat those figures as within about 1 g per 100 g.
 * `fibre` is FDC's "Fiber, total dietary" (nutrient 1079), `saturatedFat` its "Fatty acids, total
 * saturated" (1258), both to 0.1 g, and `sodium` its "Sodium, Na" (1093) in whole milligrams, for
 * the same food as the other values (so the salted or unsalted form the energy figure is of); 0
 * where FDC lists none or a trace. Saturated fat is never above the fat, and fibre never above the
 * carbohydrate (FDC counts carbohydrate by difference, fibre included). The mixed dishes' figures are
 * sums over their ingredients like the rest, within about 1 g (and 100 mg of sodium) per 100 g, and a
 * restaurant's salt varies more than that. Entered by hand
 * from FDC's published figures (no download at build time); estimate-food.spec.ts checks a few.
 * `grams` holds typical weights of one cup, tablespoon, teaspoon, piece and slice where they make
 * sense, and of one serving for every food. Aliases are other names people say for the same food.
 */
export interface Portions {
  serving: number;
  cup?: number;
  tablespoon?: number;
  teaspoon?: number;
  piece?: number;
  slice?: number;
}

export interface ReferenceFood {
  name: string;
  aliases: readonly string[];
  per100g: {
    kcal: number;
    protein: number;
    carbs: number;
    fat: number;
    sugars: number;
    fibre: number;
    saturatedFat: number;
    sodium: number;
    alcohol?: number;
  };
  grams: Portions;
}

type Values = [
  kcal: number,
  protein: number,
  carbs: number,
  fat: number,
  sugars: number,
  fibre: number,
  saturatedFat: number,
  sodiumMg: number,
  alcohol?: number,
];

const f = (
  name: string,
  [kcal, protein, carbs, fat, sugars, fibre, saturatedFat, sodium, alcohol]: Values,
  grams: Portions,
  aliases: string[] = [],
): ReferenceFood => ({
  name,
  aliases,
  per100g: {
    kcal,
    protein,
    carbs,
    fat,
    sugars,
    fibre,
    saturatedFat,
    sodium,
    ...(alcohol ? { alcohol } : {}),
  },
  grams,
});

const FRUIT = [
  f('Apple', [52, 0.3, 13.8, 0.2, 10.4, 2.4, 0, 1], { serving: 182, piece: 182, cup: 125, slice: 15 }, [
    'green apple',
    'red apple',
  ]),
  f('Banana', [89, 1.1, 22.8, 0.3, 12.2, 2.6, 0.1, 1], { serving: 118, piece: 118, cup: 150, slice: 8 }),
  f('Orange', [47, 0.9, 11.8, 0.1, 9.4, 2.4, 0, 0], { serving: 131, piece: 131, cup: 180, slice: 15 }, [
    'navel orange',
  ]),
  f('Strawberries', [32, 0.7, 7.7, 0.3, 4.9, 2, 0, 1], { serving: 150, piece: 12, cup: 152 }, ['strawberry']),
  f('Blueberries', [57, 0.7, 14.5, 0.3, 10, 2.4, 0, 1], { serving: 148, cup: 148, piece: 1.4 }, ['blueberry']),
  f('Raspberries', [52, 1.2, 11.9, 0.7, 4.4, 6.5, 0, 1], { serving: 123, cup: 123, piece: 2 }, ['raspberry']),
  f('Blackberries', [43, 1.4, 9.6, 0.5, 4.9, 5.3, 0, 1], { serving: 144, cup: 144, piece: 5 }, ['blackberry']),
  f('Mixed berries', [48, 0.9, 11.5, 0.4, 7, 3.6, 0, 1], { serving: 140, cup: 140 }, ['berries', 'berry mix']),
  f('Grapes', [69, 0.7, 18.1, 0.2, 15.5, 0.9, 0.1, 2], { serving: 151, cup: 151, piece: 5 }, [
    'grape',
    'red grapes',
    'green grapes',
  ]),
  f('Watermelon', [30, 0.6, 7.6, 0.2, 6.2, 0.4, 0, 1], { serving: 280, cup: 152, slice: 286 }),
  f('Cantaloupe', [34, 0.8, 8.2, 0.2, 7.9, 0.9, 0.1, 16], { serving: 160, cup: 160, slice: 69 }, [
    'melon',
    'rockmelon',
  ]),
  f('Honeydew melon', [36, 0.5, 9.1, 0.1, 8.1, 0.8, 0, 18], { serving: 170, cup: 170, slice: 125 }, ['honeydew']),
  f('Pineapple', [50, 0.5, 13.1, 0.1, 9.9, 1.4, 0, 1], { serving: 165, cup: 165, slice: 84 }),
  f('Mango', [60, 0.8, 15, 0.4, 13.7, 1.6, 0.1, 1], { serving: 165, piece: 336, cup: 165, slice: 30 }),
  f('Pear', [57, 0.4, 15.2, 0.1, 9.8, 3.1, 0, 1], { serving: 178, piece: 178, cup: 140, slice: 15 }),
  f('Peach', [39, 0.9, 9.5, 0.3, 8.4, 1.5, 0, 0], { serving: 150, piece: 150, cup: 154, slice: 15 }),
  f('Plum', [46, 0.7, 11.4, 0.3, 9.9, 1.4, 0, 0], { serving: 66, piece: 66, cup: 165 }),
  f('Cherries', [63, 1.1, 16, 0.2, 12.8, 2.1, 0, 0], { serving: 138, cup: 154, piece: 8 }, [
    'cherry',
    'sweet cherries',
  ]),
  f('Kiwi', [61, 1.1, 14.7, 0.5, 9, 3, 0, 3], { serving: 69, piece: 69, cup: 180, slice: 8 }, [
    'kiwifruit',
    'kiwi fruit',
  ]),
  f('Grapefruit', [42, 0.8, 10.7, 0.1, 6.9, 1.6, 0, 0], { serving: 123, piece: 246, cup: 230 }),
  f('Lemon', [29, 1.1, 9.3, 0.3, 2.5, 2.8, 0, 2], { serving: 58, piece: 58, slice: 8, tablespoon: 15 }),
  f('Lime', [30, 0.7, 10.5, 0.2, 1.7, 2.8, 0, 2], { serving: 67, piece: 67, slice: 7 }),
  f('Avocado', [160, 2, 8.5, 14.7, 0.7, 6.7, 2.1, 7], { serving: 50, piece: 150, cup: 150, slice: 15, tablespoon: 15 }),
  f('Apricot', [48, 1.4, 11.1, 0.4, 9.2, 2, 0, 1], { serving: 70, piece: 35, cup: 155 }),
  f('Nectarine', [44, 1.1, 10.6, 0.3, 7.9, 1.7, 0, 0], { serving: 142, piece: 142, cup: 143 }),
  f('Papaya', [43, 0.5, 10.8, 0.3, 7.8, 1.7, 0.1, 8], { serving: 145, cup: 145, piece: 500 }),
  f('Pomegranate', [83, 1.7, 18.7, 1.2, 13.7, 4, 0.1, 3], { serving: 87, piece: 282, cup: 174 }, ['pomegranate seeds']),
  f('Clementine', [47, 0.9, 12, 0.2, 9.2, 1.7, 0, 1], { serving: 74, piece: 74 }, ['mandarin', 'tangerine', 'satsuma']),
  f('Dates', [282, 2.5, 75, 0.4, 63.4, 8, 0, 2], { serving: 28, piece: 7, cup: 147 }, ['date']),
  f('Medjool dates', [277, 1.8, 75, 0.2, 66.5, 6.7, 0, 1], { serving: 24, piece: 24 }, ['medjool date']),
  f('Raisins', [299, 3.1, 79.2, 0.5, 59.2, 3.7, 0.1, 11], { serving: 40, cup: 145, tablespoon: 9, piece: 0.5 }, [
    'raisin',
    'sultanas',
  ]),
  f('Dried apricots', [241, 3.4, 62.6, 0.5, 53.4, 7.3, 0, 10], { serving: 40, piece: 7, cup: 130 }),
  f('Dried cranberries', [308, 0.2, 82.4, 1.4, 72.6, 5.3, 0.1, 3], { serving: 40, cup: 120, tablespoon: 8 }, [
    'craisins',
  ]),
  f('Prunes', [240, 2.2, 63.9, 0.4, 38.1, 7.1, 0, 2], { serving: 40, piece: 9.5, cup: 174 }, ['prune', 'dried plums']),
  f('Figs', [74, 0.8, 19.2, 0.3, 16.3, 2.9, 0.1, 1], { serving: 50, piece: 50 }, ['fig', 'fresh figs']),
  f('Coconut', [354, 3.3, 15.2, 33.5, 6.2, 9, 29.7, 20], { serving: 40, cup: 80, tablespoon: 5, piece: 45 }, [
    'coconut meat',
    'shredded coconut',
  ]),
  f('Applesauce', [42, 0.2, 11.3, 0.1, 9.4, 1.1, 0, 2], { serving: 122, cup: 244, tablespoon: 15 }, ['apple sauce']),
  f('Fruit salad', [50, 0.6, 12.5, 0.2, 10, 1.3, 0, 4], { serving: 150, cup: 150 }, ['fruit cup', 'mixed fruit']),
  f('Passion fruit', [97, 2.2, 23.4, 0.7, 11.2, 10.4, 0.1, 28], { serving: 18, piece: 18, cup: 236 }),
  f('Lychee', [66, 0.8, 16.5, 0.4, 15.2, 1.3, 0.1, 1], { serving: 100, piece: 10, cup: 190 }, ['lychees', 'litchi']),
  f('Persimmon', [70, 0.6, 18.6, 0.2, 12.5, 3.6, 0, 1], { serving: 168, piece: 168 }),
  f('Cranberries', [46, 0.5, 12, 0.1, 4, 3.6, 0, 2], { serving: 100, cup: 100 }, ['cranberry']),
];

const VEGETABLES = [
  f('Broccoli', [34, 2.8, 6.6, 0.4, 1.7, 2.6, 0, 33], { serving: 91, cup: 91, piece: 11 }, ['broccoli florets']),
  f('Cauliflower', [25, 1.9, 5, 0.3, 1.9, 2, 0.1, 30], { serving: 107, cup: 107, piece: 13 }),
  f('Carrot', [41, 0.9, 9.6, 0.2, 4.7, 2.8, 0, 69], { serving: 61, piece: 61, cup: 128, slice: 3 }, ['carrots']),
  f('Baby carrots', [35, 0.6, 8.2, 0.1, 4.8, 2.9, 0, 78], { serving: 85, piece: 10, cup: 130 }),
  f('Spinach', [23, 2.9, 3.6, 0.4, 0.4, 2.2, 0.1, 79], { serving: 30, cup: 30 }, ['baby spinach']),
  f('Kale', [49, 4.3, 8.8, 0.9, 2.3, 3.6, 0.1, 38], { serving: 67, cup: 67 }),
  f('Romaine lettuce', [17, 1.2, 3.3, 0.3, 1.2, 2.1, 0, 8], { serving: 47, cup: 47, piece: 6 }, ['lettuce', 'romaine']),
  f('Iceberg lettuce', [14, 0.9, 3, 0.1, 2, 1.2, 0, 10], { serving: 72, cup: 72, piece: 8 }),
  f('Mixed greens', [20, 1.8, 3.5, 0.3, 1, 2, 0, 30], { serving: 36, cup: 36 }, [
    'salad greens',
    'spring mix',
    'greens',
  ]),
  f('Tomato', [18, 0.9, 3.9, 0.2, 2.6, 1.2, 0, 5], { serving: 123, piece: 123, cup: 180, slice: 20 }, ['tomatoes']),
  f('Cherry tomatoes', [18, 0.9, 3.9, 0.2, 2.6, 1.2, 0, 5], { serving: 149, piece: 17, cup: 149 }, [
    'cherry tomato',
    'grape tomatoes',
  ]),
  f('Cucumber', [15, 0.7, 3.6, 0.1, 1.7, 0.5, 0, 2], { serving: 104, piece: 301, cup: 104, slice: 7 }),
  f('Red bell pepper', [31, 1, 6, 0.3, 4.2, 2.1, 0, 4], { serving: 119, piece: 119, cup: 149, slice: 10 }, [
    'bell pepper',
    'red pepper',
    'pepper',
    'sweet pepper',
  ]),
  f('Green bell pepper', [20, 0.9, 4.6, 0.2, 2.4, 1.7, 0.1, 3], { serving: 119, piece: 119, cup: 149, slice: 10 }, [
    'green pepper',
  ]),
  f('Onion', [40, 1.1, 9.3, 0.1, 4.2, 1.7, 0, 4], { serving: 110, piece: 110, cup: 160, slice: 14, tablespoon: 10 }, [
    'red onion',
    'white onion',
  ]),
  f('Garlic', [149, 6.4, 33.1, 0.5, 1, 2.1, 0.1, 17], { serving: 3, piece: 3, teaspoon: 3, tablespoon: 8.5 }, [
    'garlic clove',
  ]),
  f('Baked potato', [93, 2.5, 21.2, 0.1, 1.2, 2.2, 0, 10], { serving: 173, piece: 173, cup: 122 }, [
    'potato',
    'jacket potato',
    'boiled potato',
  ]),
  f('Sweet potato', [90, 2, 20.7, 0.2, 6.5, 3.3, 0.1, 36], { serving: 114, piece: 114, cup: 200 }, [
    'yam',
    'baked sweet potato',
  ]),
  f('Mashed potatoes', [113, 1.9, 15.9, 4.7, 1.5, 1.5, 2.6, 333], { serving: 210, cup: 210, tablespoon: 13 }, [
    'mashed potato',
    'mash',
  ]),
  f('French fries', [312, 3.4, 41.4, 14.7, 0.3, 3.8, 2.3, 210], { serving: 117, piece: 5, cup: 50 }, [
    'fries',
    'chips fries',
    'potato fries',
  ]),
  f('Sweet corn', [96, 3.4, 21, 1.5, 4.5, 2.4, 0.2, 1], { serving: 164, cup: 164, piece: 103 }, [
    'corn',
    'corn on the cob',
  ]),
  f('Green peas', [81, 5.4, 14.5, 0.4, 5.7, 5.7, 0.1, 5], { serving: 145, cup: 145, tablespoon: 9 }, ['peas']),
  f('Green beans', [31, 1.8, 7, 0.2, 3.3, 2.7, 0, 6], { serving: 110, cup: 110, piece: 5 }, ['string beans']),
  f('Asparagus', [20, 2.2, 3.9, 0.1, 1.9, 2.1, 0, 2], { serving: 134, piece: 16, cup: 134 }),
  f('Zucchini', [17, 1.2, 3.1, 0.3, 2.5, 1, 0.1, 8], { serving: 124, piece: 196, cup: 124, slice: 8 }, ['courgette']),
  f('Eggplant', [25, 1, 5.9, 0.2, 3.5, 3, 0, 2], { serving: 82, piece: 458, cup: 82, slice: 20 }, ['aubergine']),
  f('Mushrooms', [22, 3.1, 3.3, 0.3, 2, 1, 0, 5], { serving: 70, piece: 18, cup: 70, slice: 5 }, ['mushroom']),
  f('Celery', [16, 0.7, 3, 0.2, 1.3, 1.6, 0, 80], { serving: 40, piece: 40, cup: 101 }, ['celery sticks']),
  f('Cabbage', [25, 1.3, 5.8, 0.1, 3.2, 2.5, 0, 18], { serving: 89, cup: 89 }),
  f('Brussels sprouts', [43, 3.4, 9, 0.3, 2.2, 3.8, 0.1, 25], { serving: 88, piece: 19, cup: 88 }, [
    'brussel sprouts',
    'sprouts',
  ]),
  f('Beets', [43, 1.6, 9.6, 0.2, 6.8, 2.8, 0, 78], { serving: 82, piece: 82, cup: 136 }, ['beetroot', 'beet']),
  f('Radishes', [16, 0.7, 3.4, 0.1, 1.9, 1.6, 0, 39], { serving: 45, piece: 4.5, cup: 116 }, ['radish']),
  f('Butternut squash', [45, 1, 11.7, 0.1, 2.2, 2, 0, 4], { serving: 140, cup: 140 }, ['squash']),
  f('Pumpkin', [26, 1, 6.5, 0.1, 2.8, 0.5, 0.1, 1], { serving: 116, cup: 116 }),
  f('Artichoke', [47, 3.3, 10.5, 0.2, 1, 5.4, 0, 94], { serving: 128, piece: 128 }),
  f('Edamame', [121, 11.9, 8.9, 5.2, 2.2, 5.2, 0.6, 6], { serving: 155, cup: 155 }),
  f('Bok choy', [13, 1.5, 2.2, 0.2, 1.2, 1, 0, 65], { serving: 70, cup: 70 }, ['pak choi']),
  f('Arugula', [25, 2.6, 3.7, 0.7, 2.1, 1.6, 0.1, 27], { serving: 20, cup: 20 }, ['rocket']),
  f('Leeks', [61, 1.5, 14.2, 0.3, 3.9, 1.8, 0, 20], { serving: 89, piece: 89, cup: 89 }, ['leek']),
  f('Okra', [33, 1.9, 7.5, 0.2, 1.5, 3.2, 0, 7], { serving: 100, cup: 100 }),
  f('Sauerkraut', [19, 0.9, 4.3, 0.1, 1.8, 2.9, 0, 661], { serving: 142, cup: 142, tablespoon: 9 }),
  f('Pickles', [11, 0.3, 2.3, 0.2, 1.3, 1, 0, 875], { serving: 35, piece: 35, slice: 7 }, [
    'pickle',
    'gherkin',
    'dill pickle',
  ]),
  f('Olives', [115, 0.8, 6.3, 10.7, 0, 3.2, 1.4, 735], { serving: 30, piece: 4.4, tablespoon: 8.4, cup: 134 }, [
    'olive',
    'black olives',
    'green olives',
  ]),
  f('Coleslaw', [69, 1.3, 12.4, 2.6, 9, 1.5, 0.4, 23], { serving: 120, cup: 120, tablespoon: 8 }),
  f('Salsa', [36, 1.5, 6.6, 0.2, 4, 1.9, 0, 711], { serving: 32, tablespoon: 16, cup: 259 }),
  f('Hummus', [166, 7.9, 14.3, 9.6, 0.3, 6, 1.4, 379], { serving: 30, tablespoon: 15, cup: 246 }),
  f('Guacamole', [155, 2, 8.5, 14.2, 0.7, 6, 2, 240], { serving: 30, tablespoon: 15, cup: 230 }, ['guac']),
  f('Spaghetti squash', [27, 0.7, 6.5, 0.3, 2.5, 1.4, 0.1, 18], { serving: 155, cup: 155 }),
  f('Cauliflower rice', [25, 1.9, 5, 0.3, 1.9, 2, 0.1, 30], { serving: 107, cup: 107 }, ['riced cauliflower']),
];

const GRAINS = [
  f('White rice', [130, 2.7, 28.2, 0.3, 0.1, 0.4, 0.1, 1], { serving: 158, cup: 158, tablespoon: 10 }, [
    'rice',
    'jasmine rice',
    'basmati rice',
    'steamed rice',
    'sushi rice',
  ]),
  f('Brown rice', [111, 2.6, 23, 0.9, 0.4, 1.8, 0.2, 5], { serving: 195, cup: 195, tablespoon: 12 }),
  f('Fried rice', [165, 4, 22, 6.5, 0.8, 1, 1.1, 390], { serving: 200, cup: 200 }, ['egg fried rice']),
  f('Quinoa', [120, 4.4, 21.3, 1.9, 0.9, 2.8, 0.2, 7], { serving: 185, cup: 185, tablespoon: 11 }),
  f('Couscous', [112, 3.8, 23.2, 0.2, 0.1, 1.4, 0, 5], { serving: 157, cup: 157 }),
  f('Oatmeal', [71, 2.5, 12, 1.5, 0.3, 1.7, 0.3, 4], { serving: 234, cup: 234 }, [
    'porridge',
    'cooked oats',
    'bowl of oatmeal',
  ]),
  f('Rolled oats', [379, 13.2, 67.7, 6.5, 1, 10.1, 1.1, 6], { serving: 40, cup: 81, tablespoon: 5 }, [
    'oats',
    'dry oats',
    'oat flakes',
  ]),
  f('Pasta', [158, 5.8, 30.9, 0.9, 0.6, 1.8, 0.2, 1], { serving: 140, cup: 140 }, [
    'spaghetti',
    'penne',
    'noodles',
    'macaroni',
    'fusilli',
    'linguine',
    'fettuccine',
  ]),
  f('Whole wheat pasta', [124, 5.3, 26.5, 0.5, 0.8, 4.5, 0.1, 4], { serving: 140, cup: 140 }, [
    'wholegrain pasta',
    'whole grain pasta',
  ]),
  f('Egg noodles', [138, 4.5, 25.2, 2.1, 0.4, 1.2, 0.4, 5], { serving: 160, cup: 160 }),
  f('Rice noodles', [108, 1.8, 24, 0.2, 0, 1, 0, 19], { serving: 176, cup: 176 }, ['vermicelli']),
  f('Instant noodles', [440, 10, 64, 17, 2, 2.4, 7.6, 1750], { serving: 85, piece: 85, cup: 45 }, [
    'instant ramen',
    'ramen noodles',
    'cup noodles',
  ]),
  f('White bread', [266, 7.6, 49.4, 3.3, 5.7, 2.7, 0.7, 490], { serving: 54, slice: 27 }, [
    'bread',
    'toast',
    'sandwich bread',
    'white toast',
  ]),
  f('Whole wheat bread', [252, 12.4, 42.7, 3.5, 4.4, 6, 0.7, 450], { serving: 64, slice: 32 }, [
    'wholemeal bread',
    'brown bread',
    'whole grain bread',
    'wheat toast',
  ]),
  f('Sourdough bread', [272, 10.8, 51.9, 3, 2.9, 2.4, 0.6, 600], { serving: 80, slice: 40, piece: 40 }, [
    'sourdough',
    'french bread',
    'baguette',
  ]),
  f('Multigrain bread', [265, 13.4, 43.3, 4.2, 6, 7.4, 0.9, 381], { serving: 52, slice: 26 }, ['seeded bread']),
  f('Rye bread', [259, 8.5, 48.3, 3.3, 3.9, 5.8, 0.6, 603], { serving: 64, slice: 32 }, ['pumpernickel']),
  f('Bagel', [257, 10, 50.5, 1.6, 6.1, 2.1, 0.2, 450], { serving: 105, piece: 105, slice: 52 }, ['plain bagel']),
  f('English muffin', [227, 8.9, 44.2, 1.7, 3.5, 1.8, 0.3, 425], { serving: 57, piece: 57 }),
  f('Croissant', [406, 8.2, 45.8, 21, 11.3, 2.6, 11.7, 467], { serving: 57, piece: 57 }),
  f('Flour tortilla', [304, 8.1, 49.4, 7.6, 2, 3.5, 2.8, 740], { serving: 45, piece: 45 }, ['tortilla', 'wrap']),
  f('Corn tortilla', [218, 5.7, 44.6, 2.9, 0.9, 6.3, 0.4, 45], { serving: 52, piece: 26 }),
  f('Pita bread', [275, 9.1, 55.7, 1.2, 1.3, 2.2, 0.2, 536], { serving: 60, piece: 60 }, ['pita']),
  f('Naan', [291, 9.6, 50.4, 5.6, 3.2, 2.2, 1.4, 465], { serving: 90, piece: 90 }, ['naan bread']),
  f('Hamburger bun', [279, 9.5, 49.4, 4.3, 6.4, 2.2, 1, 480], { serving: 44, piece: 44 }, [
    'burger bun',
    'hot dog bun',
    'bun',
  ]),
  f('Dinner roll', [300, 9.6, 51, 6.5, 4.3, 3, 1.5, 520], { serving: 28, piece: 28 }, ['bread roll', 'roll']),
  f('Saltine crackers', [421, 9.5, 74.1, 8.6, 1.3, 2.8, 1.3, 950], { serving: 15, piece: 3 }, [
    'saltines',
    'soda crackers',
  ]),
  f('Wheat crackers', [455, 8.6, 64.9, 17.9, 14.7, 4.5, 4.5, 790], { serving: 30, piece: 4 }, ['crackers', 'cracker']),
  f('Rice cakes', [387, 8.2, 81.5, 2.8, 0.9, 4.2, 0.6, 7], { serving: 9, piece: 9 }, ['rice cake']),
  f('Granola', [471, 10, 64, 20, 24, 7, 3.3, 150], { serving: 50, cup: 122, tablespoon: 7.6 }),
  f('Corn flakes', [357, 7.5, 84, 0.4, 9.5, 3.3, 0.1, 729], { serving: 28, cup: 28 }, ['cornflakes', 'cereal']),
  f('Bran flakes', [335, 10.2, 80.5, 2, 16, 17, 0.4, 660], { serving: 30, cup: 36 }, ['bran cereal']),
  f('Oat cereal rings', [376, 12.1, 73.2, 6.7, 4.4, 10, 1.3, 500], { serving: 28, cup: 28 }, ['cheerios']),
  f('Muesli', [362, 9.7, 66, 5.9, 26, 7.3, 0.9, 240], { serving: 55, cup: 85, tablespoon: 6 }),
  f('Pancakes', [227, 6.4, 28.3, 9.7, 5, 0.9, 2.1, 439], { serving: 80, piece: 40 }, ['pancake', 'hotcakes']),
  f('Waffles', [291, 7.9, 32.9, 14.1, 6, 1.7, 2.9, 511], { serving: 75, piece: 75 }, ['waffle']),
  f('French toast', [229, 7.7, 25, 10.8, 4, 1.2, 2.7, 479], { serving: 130, slice: 65, piece: 65 }),
  f('Muffin', [377, 5, 53, 16, 27, 1.5, 3, 320], { serving: 113, piece: 113 }, ['blueberry muffin', 'bran muffin']),
  f('Cornbread', [330, 6.7, 43.5, 14.3, 10, 2.4, 3, 620], { serving: 65, piece: 65, slice: 65 }),
  f('Tortilla chips', [489, 7.8, 63, 23.4, 1, 5.3, 2.7, 420], { serving: 28, piece: 2, cup: 26 }, [
    'nacho chips',
    'corn chips',
  ]),
  f('Popcorn', [387, 12.9, 77.8, 4.5, 0.9, 14.5, 0.6, 8], { serving: 24, cup: 8 }, ['air popped popcorn']),
  f('Pretzels', [380, 9.1, 79.2, 2.6, 2.8, 2.8, 0.4, 1240], { serving: 28, piece: 6, cup: 45 }, ['pretzel']),
  f('Potato chips', [536, 7, 53, 34.6, 0.3, 4.4, 3.1, 525], { serving: 28, piece: 2, cup: 20 }, ['crisps', 'chips']),
  f(
    'All-purpose flour',
    [364, 10.3, 76.3, 1, 0.3, 2.7, 0.2, 2],
    { serving: 30, cup: 125, tablespoon: 8, teaspoon: 2.6 },
    ['flour', 'wheat flour'],
  ),
];

const MEAT_AND_FISH = [
  f('Eggs', [143, 12.6, 0.7, 9.5, 0.4, 0, 3.1, 142], { serving: 100, piece: 50, cup: 243 }, [
    'egg',
    'whole egg',
    'large egg',
  ]),
  f('Fried egg', [196, 13.6, 0.8, 14.8, 0.4, 0, 4.3, 207], { serving: 92, piece: 46 }),
  f('Egg whites', [52, 10.9, 0.7, 0.2, 0.7, 0, 0, 166], { serving: 99, piece: 33, cup: 243, tablespoon: 15 }, [
    'egg white',
  ]),
  f('Omelette', [154, 10.6, 0.6, 11.7, 0.3, 0, 3.2, 155], { serving: 120, piece: 120 }, ['omelet', 'cheese omelette']),
  f('Chicken breast', [165, 31, 0, 3.6, 0, 0, 1, 74], { serving: 120, piece: 172, cup: 140, slice: 28 }, [
    'chicken',
    'chicken fillet',
    'chicken meat',
  ]),
  f('Chicken thigh', [209, 26, 0, 10.9, 0, 0, 3, 88], { serving: 140, piece: 70 }, ['chicken thighs']),
  f('Chicken wings', [290, 26.9, 0, 19.5, 0, 0, 5.5, 82], { serving: 136, piece: 34 }, [
    'wings',
    'buffalo wings',
    'hot wings',
  ]),
  f('Fried chicken', [260, 24.8, 9, 13.2, 0, 0.4, 3.6, 390], { serving: 140, piece: 140 }, [
    'chicken tenders',
    'chicken strips',
  ]),
  f('Chicken nuggets', [296, 15.3, 16.6, 18.8, 0, 1, 3.2, 560], { serving: 96, piece: 16 }, ['nuggets']),
  f('Rotisserie chicken', [239, 27.3, 0, 13.6, 0, 0, 3.8, 82], { serving: 140, cup: 140 }, ['roast chicken']),
  f('Turkey breast', [147, 30.1, 0, 2.1, 0, 0, 0.6, 99], { serving: 113, slice: 28, cup: 140 }, [
    'turkey',
    'roast turkey',
  ]),
  f('Deli turkey', [104, 17, 4, 1.7, 3.5, 0, 0.5, 1015], { serving: 56, slice: 28 }, [
    'sliced turkey',
    'turkey slices',
    'turkey deli meat',
  ]),
  f('Ground turkey', [203, 27.4, 0, 10.4, 0, 0, 2.7, 78], { serving: 113, cup: 130 }, ['turkey mince']),
  f('Ground beef', [250, 25.9, 0, 15.4, 0, 0, 6, 72], { serving: 113, cup: 135 }, [
    'minced beef',
    'beef mince',
    'hamburger meat',
  ]),
  f('Steak', [243, 26, 0, 15, 0, 0, 5.9, 58], { serving: 170, piece: 220, slice: 30 }, [
    'beef steak',
    'sirloin',
    'sirloin steak',
    'ribeye',
    'beef',
  ]),
  f('Roast beef', [176, 28, 0.1, 6.8, 0, 0, 2.6, 60], { serving: 85, slice: 28 }, ['sliced roast beef']),
  f('Pork chop', [231, 25.7, 0, 13.5, 0, 0, 4.6, 62], { serving: 145, piece: 145 }, ['pork chops', 'pork loin']),
  f('Pork tenderloin', [143, 26, 0, 3.5, 0, 0, 1.2, 57], { serving: 113, slice: 28 }, ['pork']),
  f('Bacon', [541, 37, 1.4, 42, 0, 0, 13.8, 1717], { serving: 16, slice: 8, piece: 8 }, ['bacon strips', 'rasher']),
  f('Ham', [163, 16.6, 3.8, 8.6, 0, 0, 2.9, 1200], { serving: 56, slice: 28 }, ['sliced ham', 'ham slices']),
  f('Pork sausage', [325, 18.5, 1, 27, 0, 0, 8.9, 750], { serving: 50, piece: 25 }, [
    'sausage',
    'breakfast sausage',
    'sausage links',
    'bratwurst',
  ]),
  f('Hot dog sausage', [290, 10.3, 4.2, 26.1, 1, 0, 9.8, 1000], { serving: 45, piece: 45 }, ['frankfurter', 'wiener']),
  f('Salami', [336, 21.9, 1.2, 26.2, 0, 0, 9.3, 1740], { serving: 28, slice: 9 }),
  f('Pepperoni', [504, 19.3, 1.2, 46.3, 0, 0, 17.7, 1582], { serving: 28, slice: 2 }),
  f('Lamb', [294, 25.6, 0, 20.9, 0, 0, 8.8, 72], { serving: 113, piece: 90 }, ['lamb chop', 'lamb chops']),
  f('Meatballs', [250, 16, 8, 17, 1.5, 0.5, 6.3, 430], { serving: 112, piece: 28 }, ['meatball']),
  f('Beef jerky', [410, 33.2, 11, 25.6, 9, 1.8, 10.9, 2081], { serving: 28, piece: 20 }, ['jerky']),
  f('Salmon', [206, 22.1, 0, 12.4, 0, 0, 2.5, 61], { serving: 154, piece: 154 }, ['salmon fillet']),
  f('Smoked salmon', [117, 18.3, 0, 4.3, 0, 0, 0.9, 784], { serving: 57, slice: 11 }, ['lox']),
  f('Canned tuna', [116, 25.5, 0, 0.8, 0, 0, 0.2, 338], { serving: 85, piece: 113, cup: 154 }, [
    'tuna',
    'tuna in water',
  ]),
  f('Tuna steak', [130, 29, 0, 0.6, 0, 0, 0.2, 54], { serving: 113, piece: 113 }, ['ahi tuna']),
  f('Cod', [105, 22.8, 0, 0.9, 0, 0, 0.2, 78], { serving: 180, piece: 180 }, ['white fish', 'cod fillet']),
  f('Tilapia', [128, 26.2, 0, 2.7, 0, 0, 0.9, 56], { serving: 87, piece: 87 }),
  f('Shrimp', [99, 24, 0.2, 0.3, 0, 0, 0.1, 224], { serving: 85, piece: 6, cup: 145 }, ['prawns', 'prawn']),
  f('Crab', [97, 19.4, 0, 1.5, 0, 0, 0.1, 1072], { serving: 85, cup: 135 }, ['crab meat']),
  f('Lobster', [89, 19, 0, 0.9, 0, 0, 0.2, 486], { serving: 145, cup: 145 }),
  f('Sardines', [208, 24.6, 0, 11.5, 0, 0, 1.5, 307], { serving: 92, piece: 12 }, ['sardine']),
  f('Trout', [168, 23.8, 0, 7.4, 0, 0, 2.2, 61], { serving: 143, piece: 143 }),
  f('Scallops', [111, 20.5, 5.4, 0.8, 0, 0, 0.2, 660], { serving: 85, piece: 15 }, ['scallop']),
  f('Fish sticks', [270, 11, 24, 14.5, 2, 1.4, 2.5, 410], { serving: 84, piece: 28 }, ['fish fingers']),
  f('Mackerel', [262, 23.9, 0, 17.8, 0, 0, 4.2, 83], { serving: 88, piece: 88 }),
  f('Halibut', [111, 22.5, 0, 1.6, 0, 0, 0.3, 82], { serving: 159, piece: 159 }),
  f('Mussels', [172, 23.8, 7.4, 4.5, 0, 0, 0.9, 369], { serving: 85, cup: 150, piece: 5 }, ['mussel']),
];

const PLANT_PROTEIN_NUTS_SEEDS = [
  f('Tofu', [144, 17.3, 2.8, 8.7, 0.6, 2.3, 1.3, 14], { serving: 85, cup: 252, slice: 30 }, ['firm tofu', 'bean curd']),
  f('Tempeh', [192, 20.3, 7.6, 10.8, 0, 4.8, 2.2, 9], { serving: 85, cup: 166 }),
  f('Black beans', [132, 8.9, 23.7, 0.5, 0.3, 8.7, 0.1, 1], { serving: 172, cup: 172, tablespoon: 11 }),
  f('Chickpeas', [164, 8.9, 27.4, 2.6, 4.8, 7.6, 0.3, 7], { serving: 164, cup: 164, tablespoon: 10 }, [
    'garbanzo beans',
    'chick peas',
  ]),
  f('Lentils', [116, 9, 20.1, 0.4, 1.8, 7.9, 0.1, 2], { serving: 198, cup: 198, tablespoon: 12 }, [
    'lentil',
    'dal',
    'dhal',
  ]),
  f('Kidney beans', [127, 8.7, 22.8, 0.5, 0.3, 6.4, 0.1, 2], { serving: 177, cup: 177 }, ['red beans']),
  f('Pinto beans', [143, 9, 26.2, 0.7, 0.3, 9, 0.1, 1], { serving: 171, cup: 171 }, ['beans']),
  f('Baked beans', [94, 4.8, 21, 0.4, 7.8, 4.1, 0.1, 343], { serving: 130, cup: 254, tablespoon: 16 }),
  f('Refried beans', [91, 5.5, 15.5, 1, 0.4, 5.1, 0.4, 449], { serving: 119, cup: 238, tablespoon: 15 }),
  f('Peanut butter', [588, 25.1, 20, 50.4, 9.2, 6, 10.3, 459], { serving: 32, tablespoon: 16, teaspoon: 5, cup: 258 }, [
    'pb',
  ]),
  f('Almond butter', [614, 21, 18.8, 55.5, 4.4, 10.3, 4.2, 7], { serving: 32, tablespoon: 16, teaspoon: 5 }),
  f('Peanuts', [567, 25.8, 16.1, 49.2, 4.7, 8.5, 6.3, 18], { serving: 28, cup: 146, piece: 1, tablespoon: 9 }, [
    'peanut',
    'roasted peanuts',
  ]),
  f('Almonds', [579, 21.2, 21.6, 49.9, 4.4, 12.5, 3.8, 1], { serving: 28, cup: 143, piece: 1.2, tablespoon: 9 }, [
    'almond',
  ]),
  f('Walnuts', [654, 15.2, 13.7, 65.2, 2.6, 6.7, 6.1, 2], { serving: 28, cup: 117, piece: 4, tablespoon: 7 }, [
    'walnut',
  ]),
  f('Cashews', [553, 18.2, 30.2, 43.9, 5.9, 3.3, 7.8, 12], { serving: 28, cup: 137, piece: 1.5, tablespoon: 9 }, [
    'cashew',
  ]),
  f('Pistachios', [560, 20.2, 27.2, 45.3, 7.7, 10.6, 5.9, 1], { serving: 28, cup: 123, piece: 0.6 }, ['pistachio']),
  f('Pecans', [691, 9.2, 13.9, 72, 4, 9.6, 6.2, 0], { serving: 28, cup: 109, piece: 1.4 }, ['pecan']),
  f('Macadamia nuts', [718, 7.9, 13.8, 75.8, 4.6, 8.6, 12.1, 5], { serving: 28, cup: 134, piece: 2.6 }, [
    'macadamias',
    'macadamia',
  ]),
  f('Hazelnuts', [628, 15, 16.7, 60.8, 4.3, 9.7, 4.5, 0], { serving: 28, cup: 135, piece: 1.4 }, [
    'hazelnut',
    'filberts',
  ]),
  f('Brazil nuts', [659, 14.3, 11.7, 67.1, 2.3, 7.5, 15.1, 3], { serving: 28, piece: 5, cup: 133 }, ['brazil nut']),
  f('Mixed nuts', [594, 17.3, 25.4, 51.5, 4.6, 9, 6.9, 669], { serving: 28, cup: 137, tablespoon: 9 }, ['nuts']),
  f('Sunflower seeds', [584, 20.8, 20, 51.5, 2.6, 8.6, 4.5, 9], { serving: 28, cup: 140, tablespoon: 9 }),
  f('Chia seeds', [486, 16.5, 42.1, 30.7, 0, 34.4, 3.3, 16], { serving: 12, tablespoon: 12, teaspoon: 4 }, ['chia']),
  f('Flaxseed', [534, 18.3, 28.9, 42.2, 1.6, 27.3, 3.7, 30], { serving: 10, tablespoon: 10, teaspoon: 3.3 }, [
    'flax seeds',
    'linseed',
  ]),
  f('Pumpkin seeds', [559, 30.2, 10.7, 49, 1.4, 6, 8.7, 7], { serving: 28, cup: 129, tablespoon: 8 }, ['pepitas']),
  f('Sesame seeds', [573, 17.7, 23.4, 49.7, 0.3, 11.8, 7, 11], { serving: 9, tablespoon: 9, teaspoon: 3 }),
  f('Trail mix', [462, 13.8, 44.9, 29.4, 25, 5.2, 5.6, 229], { serving: 40, cup: 150, tablespoon: 9 }),
  f('Veggie burger', [177, 15.7, 14.3, 6.3, 1, 4.9, 0.9, 569], { serving: 70, piece: 70 }, [
    'veggie patty',
    'plant based burger',
    'vegetarian burger',
  ]),
  f('Falafel', [333, 13.3, 31.8, 17.8, 1.5, 4.9, 2.4, 294], { serving: 68, piece: 17 }),
];

const DAIRY = [
  f('Whole milk', [61, 3.2, 4.8, 3.3, 4.8, 0, 1.9, 43], { serving: 244, cup: 244, tablespoon: 15, teaspoon: 5 }, [
    'full fat milk',
  ]),
  f('Milk (2%)', [50, 3.3, 4.8, 2, 4.8, 0, 1.3, 47], { serving: 244, cup: 244, tablespoon: 15, teaspoon: 5 }, [
    'milk',
    '2% milk',
    'reduced fat milk',
    'semi skimmed milk',
  ]),
  f('Skim milk', [34, 3.4, 5, 0.1, 5, 0, 0.1, 42], { serving: 245, cup: 245, tablespoon: 15 }, [
    'nonfat milk',
    'fat free milk',
    'skimmed milk',
  ]),
  f('Almond milk', [15, 0.6, 0.6, 1.2, 0, 0.2, 0.1, 72], { serving: 240, cup: 240, tablespoon: 15 }, [
    'unsweetened almond milk',
  ]),
  f('Oat milk', [50, 1, 6.5, 2, 4, 0.8, 0.2, 42], { serving: 240, cup: 240, tablespoon: 15 }),
  f('Soy milk', [54, 3.3, 6.3, 1.8, 4, 0.6, 0.2, 51], { serving: 243, cup: 243, tablespoon: 15 }, ['soya milk']),
  f('Greek yogurt', [59, 10.2, 3.6, 0.4, 3.2, 0, 0.1, 36], { serving: 170, piece: 170, cup: 245, tablespoon: 15 }, [
    'greek yoghurt',
    'nonfat greek yogurt',
    'skyr',
  ]),
  f('Plain yogurt', [63, 5.3, 7, 1.6, 7, 0, 1, 70], { serving: 170, piece: 170, cup: 245, tablespoon: 15 }, [
    'yogurt',
    'yoghurt',
    'natural yogurt',
  ]),
  f('Fruit yogurt', [99, 4, 18.6, 1.2, 18.6, 0, 0.8, 53], { serving: 170, piece: 170, cup: 245 }, [
    'flavored yogurt',
    'strawberry yogurt',
  ]),
  f('Cottage cheese', [98, 11.1, 3.4, 4.3, 2.7, 0, 1.7, 364], { serving: 113, cup: 210, tablespoon: 14 }),
  f(
    'Cheddar cheese',
    [403, 24.9, 1.3, 33.1, 0.5, 0, 21.1, 621],
    { serving: 28, slice: 28, piece: 28, cup: 113, tablespoon: 7 },
    ['cheese', 'cheddar', 'shredded cheese'],
  ),
  f(
    'Mozzarella',
    [300, 22.2, 2.2, 22.4, 1, 0, 13.2, 627],
    { serving: 28, slice: 28, piece: 28, cup: 112, tablespoon: 7 },
    ['mozzarella cheese', 'fresh mozzarella'],
  ),
  f('String cheese', [254, 24.3, 2.8, 15.9, 1.1, 0, 10.1, 619], { serving: 28, piece: 28 }, ['cheese stick']),
  f('Parmesan', [392, 35.8, 3.2, 25.8, 0.9, 0, 16.4, 1602], { serving: 10, tablespoon: 5, teaspoon: 2, cup: 100 }, [
    'parmesan cheese',
    'parmigiano',
  ]),
  f('Swiss cheese', [380, 26.9, 5.4, 27.8, 1.3, 0, 17.8, 192], { serving: 28, slice: 28 }, ['emmental', 'gruyere']),
  f('Feta', [264, 14.2, 4.1, 21.3, 4.1, 0, 14.9, 1116], { serving: 28, cup: 150, tablespoon: 9 }, ['feta cheese']),
  f('Cream cheese', [342, 5.9, 4.1, 34.2, 3.2, 0, 19.3, 321], { serving: 28, tablespoon: 14.5, teaspoon: 5 }, [
    'philadelphia',
  ]),
  f('Goat cheese', [364, 21.6, 0.1, 29.8, 0.1, 0, 20.6, 415], { serving: 28, tablespoon: 14 }, ['chevre']),
  f('Brie', [334, 20.8, 0.5, 27.7, 0.5, 0, 17.4, 629], { serving: 28, slice: 28 }, ['camembert']),
  f('American cheese', [371, 18.1, 4.8, 30.7, 2.3, 0, 18, 1671], { serving: 21, slice: 21 }, [
    'processed cheese',
    'cheese slice',
  ]),
  f('Butter', [717, 0.9, 0.1, 81.1, 0.1, 0, 51.4, 643], { serving: 14, tablespoon: 14.2, teaspoon: 4.7, piece: 5 }, [
    'salted butter',
  ]),
  f('Sour cream', [198, 2.4, 4.6, 19.4, 3.4, 0, 10.1, 31], { serving: 24, tablespoon: 12, cup: 230 }),
  f('Heavy cream', [340, 2.8, 2.7, 36.1, 2.7, 0, 23, 27], { serving: 15, tablespoon: 15, cup: 238 }, [
    'double cream',
    'whipping cream',
    'cream',
  ]),
  f('Half and half', [131, 3.1, 4.3, 11.5, 4.1, 0, 7.2, 61], { serving: 15, tablespoon: 15, teaspoon: 5, cup: 242 }, [
    'coffee creamer',
    'creamer',
  ]),
  f(
    'Vanilla ice cream',
    [207, 3.5, 23.6, 11, 21.2, 0.7, 6.8, 80],
    { serving: 66, cup: 132, piece: 66, tablespoon: 9 },
    ['ice cream', 'scoop of ice cream'],
  ),
  f('Frozen yogurt', [159, 4, 24.2, 5.6, 22, 0, 3.6, 87], { serving: 72, cup: 144 }, ['froyo']),
  f('Whipped cream', [257, 3.2, 12.5, 22.2, 8, 0, 13.8, 128], { serving: 9, tablespoon: 3, cup: 60 }),
  f('Kefir', [41, 3.8, 4.5, 1, 4.5, 0, 0.6, 40], { serving: 243, cup: 243 }),
];

const FATS_AND_CONDIMENTS = [
  f('Olive oil', [884, 0, 0, 100, 0, 0, 13.8, 2], { serving: 13.5, tablespoon: 13.5, teaspoon: 4.5, cup: 216 }, [
    'extra virgin olive oil',
  ]),
  f('Vegetable oil', [884, 0, 0, 100, 0, 0, 15.6, 0], { serving: 13.6, tablespoon: 13.6, teaspoon: 4.5, cup: 218 }, [
    'canola oil',
    'sunflower oil',
    'cooking oil',
    'oil',
  ]),
  f('Coconut oil', [892, 0, 0, 99.1, 0, 0, 82.5, 0], { serving: 13.6, tablespoon: 13.6, teaspoon: 4.5 }),
  f('Mayonnaise', [680, 1, 0.6, 75, 0.6, 0, 11.7, 635], { serving: 13.8, tablespoon: 13.8, teaspoon: 4.6, cup: 220 }, [
    'mayo',
  ]),
  f('Ketchup', [101, 1, 27.4, 0.1, 21.3, 0.3, 0, 907], { serving: 17, tablespoon: 17, teaspoon: 6 }, [
    'catsup',
    'tomato ketchup',
  ]),
  f('Mustard', [60, 3.7, 5.8, 3.3, 0.9, 4, 0.2, 1104], { serving: 5, teaspoon: 5, tablespoon: 15 }, [
    'yellow mustard',
    'dijon mustard',
  ]),
  f('Honey', [304, 0.3, 82.4, 0, 82.1, 0.2, 0, 4], { serving: 21, tablespoon: 21, teaspoon: 7, cup: 339 }),
  f('Maple syrup', [260, 0, 67, 0.1, 60.5, 0, 0, 12], { serving: 20, tablespoon: 20, teaspoon: 6.7, cup: 315 }, [
    'syrup',
    'pancake syrup',
  ]),
  f('Sugar', [387, 0, 100, 0, 99.8, 0, 0, 1], { serving: 4.2, teaspoon: 4.2, tablespoon: 12.5, cup: 200, piece: 2.3 }, [
    'white sugar',
    'granulated sugar',
    'sugar cube',
    'brown sugar',
  ]),
  f('Jam', [278, 0.4, 68.9, 0.1, 48.5, 1.1, 0, 32], { serving: 20, tablespoon: 20, teaspoon: 7 }, [
    'jelly',
    'preserves',
    'marmalade',
  ]),
  f('Hazelnut spread', [539, 6.3, 57.5, 30.9, 56.3, 5.4, 10.6, 41], { serving: 37, tablespoon: 18.5, teaspoon: 6 }, [
    'nutella',
    'chocolate spread',
  ]),
  f('Ranch dressing', [430, 1.3, 6, 44.5, 4.7, 0.3, 6.9, 901], { serving: 30, tablespoon: 15, teaspoon: 5 }, ['ranch']),
  f('Italian dressing', [240, 0.4, 12.2, 21.1, 10.8, 0, 3.3, 993], { serving: 29, tablespoon: 14.7, teaspoon: 5 }, [
    'vinaigrette',
    'salad dressing',
    'balsamic vinaigrette',
  ]),
  f('Caesar dressing', [542, 2.2, 3.3, 57.9, 2.8, 0.5, 9, 1209], { serving: 29, tablespoon: 14.7 }),
  f('Soy sauce', [53, 8.1, 4.9, 0.6, 0.4, 0.8, 0.1, 5493], { serving: 16, tablespoon: 16, teaspoon: 5.3 }, [
    'soya sauce',
    'tamari',
  ]),
  f('Barbecue sauce', [172, 0.8, 41, 0.6, 33.2, 0.9, 0.1, 1027], { serving: 34, tablespoon: 17, teaspoon: 6 }, [
    'bbq sauce',
  ]),
  f('Hot sauce', [11, 0.5, 1.8, 0.4, 1.3, 0.3, 0.1, 2643], { serving: 5, teaspoon: 5, tablespoon: 15 }, [
    'sriracha',
    'tabasco',
  ]),
  f('Pesto', [418, 5, 6, 42, 1, 1.5, 6.5, 760], { serving: 16, tablespoon: 16, teaspoon: 5 }),
  f('Marinara sauce', [50, 1.4, 8, 1.5, 5.4, 1.8, 0.2, 437], { serving: 125, cup: 250, tablespoon: 16 }, [
    'tomato sauce',
    'pasta sauce',
    'spaghetti sauce',
  ]),
  f('Gravy', [53, 1.3, 4.6, 3.3, 0.5, 0.4, 1.6, 560], { serving: 60, cup: 233, tablespoon: 15 }),
  f('Tahini', [595, 17, 21.2, 53.8, 0.5, 9.3, 7.5, 115], { serving: 15, tablespoon: 15, teaspoon: 5 }, [
    'sesame paste',
  ]),
  f('Alfredo sauce', [160, 3, 3.5, 15, 2, 0.3, 9, 600], { serving: 62, cup: 250, tablespoon: 16 }),
];

const DRINKS = [
  f('Coffee', [1, 0.1, 0, 0, 0, 0, 0, 2], { serving: 237, cup: 237 }, [
    'black coffee',
    'americano',
    'filter coffee',
    'drip coffee',
    'cold brew',
    'iced coffee',
  ]),
  f('Espresso', [9, 0.1, 1.7, 0.2, 0, 0, 0.1, 14], { serving: 30, piece: 30, cup: 237 }, [
    'espresso shot',
    'shot of espresso',
  ]),
  f('Coffee with milk', [15, 0.8, 1.2, 0.8, 1.1, 0, 0.5, 10], { serving: 240, cup: 240 }, [
    'white coffee',
    'coffee with cream',
  ]),
  f('Latte', [40, 2.7, 3.9, 1.5, 3.5, 0, 0.9, 40], { serving: 355, cup: 240, piece: 355 }, [
    'caffe latte',
    'flat white',
    'iced latte',
  ]),
  f('Cappuccino', [31, 1.7, 2.5, 1.6, 2.3, 0, 1, 25], { serving: 240, cup: 240, piece: 240 }),
  f('Mocha', [72, 2.6, 9, 2.9, 8, 0.5, 1.7, 40], { serving: 355, cup: 240, piece: 355 }, ['caffe mocha']),
  f('Chai latte', [50, 1.8, 8.5, 1.2, 8, 0, 0.7, 30], { serving: 355, cup: 240, piece: 355 }, ['chai']),
  f('Tea', [1, 0, 0.3, 0, 0, 0, 0, 3], { serving: 237, cup: 237 }, [
    'black tea',
    'green tea',
    'herbal tea',
    'iced tea unsweetened',
  ]),
  f('Sweet tea', [36, 0, 9.2, 0, 9, 0, 0, 6], { serving: 240, cup: 240 }, ['sweetened iced tea', 'iced tea']),
  f('Hot chocolate', [77, 3.5, 10.7, 2.3, 9.7, 1, 1.4, 44], { serving: 250, cup: 250 }, ['hot cocoa', 'cocoa']),
  f('Chocolate milk', [83, 3.2, 10.3, 3.4, 9.5, 0.8, 2.1, 60], { serving: 250, cup: 250 }),
  f('Orange juice', [45, 0.7, 10.4, 0.2, 8.4, 0.2, 0, 1], { serving: 248, cup: 248 }, ['oj']),
  f('Apple juice', [46, 0.1, 11.3, 0.1, 9.6, 0.2, 0, 4], { serving: 248, cup: 248 }),
  f('Cranberry juice', [54, 0, 13.5, 0.1, 11.9, 0, 0, 2], { serving: 253, cup: 253 }, ['cranberry juice cocktail']),
  f('Cola', [41, 0, 10.4, 0, 10, 0, 0, 4], { serving: 368, cup: 240, piece: 368 }, [
    'coke',
    'soda',
    'soft drink',
    'pop',
    'pepsi',
  ]),
  f('Diet soda', [1, 0.1, 0, 0, 0, 0, 0, 4], { serving: 355, cup: 240, piece: 355 }, [
    'diet coke',
    'coke zero',
    'diet cola',
  ]),
  f('Lemonade', [40, 0.1, 10.4, 0, 9.8, 0, 0, 4], { serving: 248, cup: 248 }),
  f('Sports drink', [26, 0, 6.4, 0, 5.8, 0, 0, 41], { serving: 591, cup: 240, piece: 591 }, ['gatorade', 'powerade']),
  f('Energy drink', [45, 0, 11, 0, 10.9, 0, 0, 40], { serving: 250, piece: 250, cup: 240 }, ['red bull', 'monster']),
  f('Coconut water', [19, 0.7, 3.7, 0.2, 2.6, 1.1, 0.2, 105], { serving: 240, cup: 240 }),
  f('Kombucha', [13, 0, 3, 0, 2.5, 0, 0, 4], { serving: 473, cup: 240, piece: 473 }),
  f('Water', [0, 0, 0, 0, 0, 0, 0, 4], { serving: 237, cup: 237, piece: 500 }, [
    'glass of water',
    'sparkling water',
    'mineral water',
  ]),
  f('Fruit smoothie', [61, 0.6, 14, 0.3, 11, 1, 0.1, 10], { serving: 350, cup: 240, piece: 350 }, [
    'smoothie',
    'strawberry banana smoothie',
  ]),
  f('Whey protein', [400, 78, 10, 5, 5, 0, 2.5, 200], { serving: 30, piece: 30, tablespoon: 8 }, [
    'protein shake',
    'protein powder',
    'whey',
    'scoop of protein',
  ]),
  f('Milkshake', [114, 3.9, 17.8, 3, 17, 0, 1.9, 95], { serving: 400, cup: 240, piece: 400 }, [
    'shake',
    'vanilla milkshake',
  ]),
  f('Beer', [43, 0.5, 3.6, 0, 0, 0, 0, 4, 3.9], { serving: 356, cup: 240, piece: 356 }, ['lager', 'ale', 'ipa']),
  f('Light beer', [29, 0.2, 1.6, 0, 0.1, 0, 0, 4, 2.9], { serving: 356, cup: 240, piece: 356 }),
  f('Red wine', [85, 0.1, 2.6, 0, 0.6, 0, 0, 4, 10.6], { serving: 147, piece: 147, cup: 240 }, [
    'wine',
    'glass of wine',
    'merlot',
    'cabernet',
  ]),
  f('White wine', [82, 0.1, 2.6, 0, 1, 0, 0, 5, 10.3], { serving: 147, piece: 147, cup: 240 }, [
    'prosecco',
    'champagne',
    'sparkling wine',
    'rose',
    'chardonnay',
  ]),
  f('Spirits', [231, 0, 0, 0, 0, 0, 0, 1, 33.4], { serving: 42, piece: 42, tablespoon: 14 }, [
    'vodka',
    'whiskey',
    'whisky',
    'gin',
    'rum',
    'tequila',
    'shot',
  ]),
];

const SWEETS_AND_SNACKS = [
  f('Dark chocolate', [598, 7.8, 45.9, 42.6, 24, 10.9, 24.5, 20], { serving: 28, piece: 10 }, ['chocolate']),
  f('Milk chocolate', [535, 7.7, 59.4, 29.7, 51.5, 3.4, 18.5, 79], { serving: 44, piece: 10 }, ['chocolate bar']),
  f('Chocolate chip cookie', [488, 5.4, 64.3, 24, 32, 2.4, 7.3, 340], { serving: 32, piece: 16 }, [
    'cookie',
    'cookies',
  ]),
  f('Oatmeal cookie', [450, 6.2, 68.7, 18.1, 24.7, 2.8, 4.5, 380], { serving: 25, piece: 25 }, [
    'oatmeal raisin cookie',
  ]),
  f('Brownie', [405, 4.8, 63.9, 16.3, 36, 2.1, 4.1, 277], { serving: 56, piece: 56 }),
  f('Chocolate cake', [367, 4.1, 54.6, 16.4, 36.8, 1.8, 4.8, 334], { serving: 64, slice: 64, piece: 64 }, [
    'cake',
    'birthday cake',
  ]),
  f('Cheesecake', [321, 5.5, 25.5, 22.5, 21.8, 0.4, 9.9, 438], { serving: 80, slice: 80, piece: 80 }),
  f('Apple pie', [237, 1.9, 34, 11, 15.7, 1.6, 3.8, 266], { serving: 125, slice: 125, piece: 125 }, ['pie']),
  f('Glazed donut', [403, 6.4, 44.3, 22.8, 22.9, 1.2, 5.8, 342], { serving: 60, piece: 60 }, ['donut', 'doughnut']),
  f('Cinnamon roll', [362, 6.5, 51, 14.6, 23, 2.3, 3.7, 375], { serving: 70, piece: 70 }, ['cinnamon bun']),
  f('Gummy bears', [343, 6.9, 77, 0, 46, 0, 0, 45], { serving: 40, piece: 2.3 }, [
    'gummies',
    'gummy candy',
    'jelly beans',
  ]),
  f('Candy bar', [488, 7.5, 60, 24, 50, 2.3, 8.6, 240], { serving: 52, piece: 52 }, [
    'snickers',
    'mars bar',
    'chocolate candy bar',
  ]),
  f('Granola bar', [471, 10.1, 64.4, 19.8, 29, 5.3, 2.4, 294], { serving: 28, piece: 28 }, [
    'cereal bar',
    'muesli bar',
  ]),
  f('Protein bar', [360, 30, 40, 9, 15, 5, 4.5, 300], { serving: 60, piece: 60 }, ['energy bar']),
  f('Chocolate pudding', [142, 2.6, 22.9, 4.3, 17.4, 1, 1.2, 136], { serving: 113, piece: 113, cup: 250 }, ['pudding']),
  f('Gelatin dessert', [62, 1.2, 14.2, 0, 13.5, 0, 0, 46], { serving: 100, piece: 100, cup: 240 }, [
    'jello',
    'jelly dessert',
  ]),
  f('Marshmallows', [318, 1.8, 81.3, 0.2, 57.6, 0.1, 0.1, 80], { serving: 28, piece: 7, cup: 50 }, ['marshmallow']),
  f('Scone', [362, 7, 48, 15.5, 12, 1.8, 6, 600], { serving: 70, piece: 70 }),
  f('Pound cake', [389, 5.5, 48.8, 19.9, 29, 0.5, 11.6, 395], { serving: 60, slice: 60 }, [
    'sponge cake',
    'madeira cake',
  ]),
  f('Baklava', [428, 6.7, 37.6, 29, 20, 2.5, 7.5, 330], { serving: 60, piece: 60 }),
  f('Churros', [447, 5, 47, 27, 15, 1.8, 6, 300], { serving: 52, piece: 26 }, ['churro']),
];

const DISHES = [
  f('Cheese pizza', [266, 11.4, 33.3, 9.7, 3.6, 2.3, 4.5, 598], { serving: 214, slice: 107, piece: 107 }, [
    'pizza',
    'margherita pizza',
    'slice of pizza',
  ]),
  f('Pepperoni pizza', [298, 12.4, 32, 13.4, 3.8, 2.1, 5.5, 683], { serving: 222, slice: 111, piece: 111 }),
  f('Hamburger', [254, 12.6, 30, 9, 5.6, 1.5, 3.4, 490], { serving: 100, piece: 100 }, ['burger']),
  f('Cheeseburger', [263, 13.5, 25, 12, 5.9, 1.5, 5.3, 570], { serving: 114, piece: 114 }, ['cheese burger']),
  f('Hot dog', [247, 10.6, 18, 15, 3.5, 0.8, 5.1, 680], { serving: 98, piece: 98 }, ['hotdog']),
  f('Burrito', [206, 9.6, 24, 7.8, 1.5, 2.5, 3, 500], { serving: 220, piece: 220 }, [
    'beef burrito',
    'bean burrito',
    'chicken burrito',
  ]),
  f('Burrito bowl', [130, 7, 15, 4.7, 1.5, 2.5, 1.6, 270], { serving: 450, cup: 240 }),
  f('Taco', [226, 9, 20, 12.5, 1.5, 2.5, 4.8, 400], { serving: 78, piece: 78 }, ['beef taco', 'tacos', 'chicken taco']),
  f('Quesadilla', [300, 12.5, 27, 15.5, 1.5, 1.8, 7.5, 600], { serving: 140, piece: 140, slice: 35 }, [
    'cheese quesadilla',
  ]),
  f('Nachos', [306, 8, 32, 17, 2, 3, 6, 430], { serving: 113, cup: 50 }, ['nachos with cheese']),
  f('Sushi', [146, 4.5, 26, 2.6, 3.5, 1, 0.5, 330], { serving: 180, piece: 30 }, [
    'sushi roll',
    'california roll',
    'maki',
    'sushi rolls',
  ]),
  f('Sashimi', [208, 20.4, 0, 13.4, 0, 0, 3.1, 59], { serving: 85, piece: 15, slice: 15 }, [
    'salmon sashimi',
    'raw salmon',
  ]),
  f('Poke bowl', [140, 9, 18, 3.5, 3, 1.5, 0.6, 420], { serving: 450, cup: 240 }, ['poke']),
  f('Pad thai', [175, 8, 22, 6, 6, 1.5, 1, 460], { serving: 300, cup: 200 }),
  f('Chicken curry', [140, 11, 5, 8.5, 2, 1.2, 2.5, 380], { serving: 240, cup: 240 }, [
    'curry',
    'chicken tikka masala',
    'tikka masala',
    'butter chicken',
  ]),
  f('Chicken stir fry', [105, 10, 6, 4.5, 2.5, 1.3, 0.8, 400], { serving: 220, cup: 220 }, [
    'stir fry',
    'stir-fry',
    'vegetable stir fry',
  ]),
  f('Chili con carne', [105, 7.6, 11, 3.3, 2, 3.4, 1.4, 440], { serving: 256, cup: 256 }, ['chili', 'chilli']),
  f('Lasagna', [165, 9.5, 15, 7.5, 3, 1.4, 3.7, 390], { serving: 250, slice: 250, piece: 250, cup: 230 }, ['lasagne']),
  f('Spaghetti bolognese', [132, 6.5, 17, 4.2, 3, 1.7, 1.5, 270], { serving: 300, cup: 250 }, [
    'spaghetti with meat sauce',
    'bolognese',
    'spag bol',
  ]),
  f('Macaroni and cheese', [164, 6.8, 19.7, 6.8, 2.5, 1, 3.3, 400], { serving: 200, cup: 200 }, [
    'mac and cheese',
    'mac n cheese',
    'mac & cheese',
  ]),
  f('Chicken noodle soup', [25, 1.3, 3, 0.9, 0.4, 0.3, 0.2, 340], { serving: 241, cup: 241 }, ['chicken soup']),
  f('Tomato soup', [30, 0.8, 6.6, 0.3, 4, 0.5, 0.1, 290], { serving: 244, cup: 244 }),
  f('Vegetable soup', [28, 1.2, 4.8, 0.6, 1.5, 0.8, 0.1, 280], { serving: 241, cup: 241 }, ['soup', 'veggie soup']),
  f('Minestrone', [34, 1.8, 4.5, 1, 0.9, 0.8, 0.2, 380], { serving: 241, cup: 241 }, ['minestrone soup']),
  f('Lentil soup', [56, 3.6, 9, 0.8, 1, 2.5, 0.1, 280], { serving: 248, cup: 248 }),
  f('Clam chowder', [77, 3.9, 7.6, 3.4, 2.5, 0.3, 1.3, 400], { serving: 248, cup: 248 }, ['chowder']),
  f('Pho', [60, 4.5, 7, 1.5, 0.8, 0.4, 0.5, 320], { serving: 650, cup: 240 }, ['beef pho', 'pho soup']),
  f('Ramen', [85, 4.5, 10, 3, 0.8, 0.6, 1, 450], { serving: 600, cup: 240 }, ['ramen bowl', 'tonkotsu ramen']),
  f('Caesar salad', [150, 4.5, 6, 12.5, 1.5, 1.4, 2.4, 300], { serving: 200, cup: 100 }, ['chicken caesar salad']),
  f('Garden salad', [20, 1.3, 3.3, 0.2, 1.8, 1.6, 0, 20], { serving: 150, cup: 55 }, [
    'salad',
    'green salad',
    'side salad',
    'mixed salad',
  ]),
  f('Greek salad', [106, 3, 5, 8.5, 2.5, 1.4, 2.9, 300], { serving: 200, cup: 150 }),
  f('Chicken salad', [218, 15, 3, 16, 1.5, 0.4, 2.7, 400], { serving: 125, cup: 205 }),
  f('Tuna salad', [187, 16, 9.4, 9.3, 3, 0, 1.5, 402], { serving: 102, cup: 205 }),
  f('Egg salad', [220, 9.5, 1.5, 19.5, 1, 0, 3.6, 290], { serving: 111, cup: 222 }),
  f('Potato salad', [143, 2.7, 11.2, 8.2, 2.6, 1.3, 1.4, 529], { serving: 125, cup: 250 }),
  f('Sandwich', [230, 11, 26, 9, 3.5, 1.8, 2.8, 520], { serving: 180, piece: 180 }, ['sub', 'sub sandwich', 'hoagie']),
  f('Turkey sandwich', [200, 12, 22, 7, 3.5, 1.8, 1.6, 620], { serving: 200, piece: 200 }),
  f('Ham and cheese sandwich', [241, 14, 25, 9.5, 3.5, 1.6, 3.8, 700], { serving: 150, piece: 150 }, [
    'ham sandwich',
    'cheese sandwich',
  ]),
  f('Grilled cheese sandwich', [327, 12, 29, 18, 3.5, 1.6, 8.9, 780], { serving: 120, piece: 120 }, [
    'grilled cheese',
    'cheese toastie',
    'toastie',
  ]),
  f('BLT sandwich', [252, 9, 22, 14.5, 3.5, 1.7, 3.6, 520], { serving: 150, piece: 150 }, ['blt']),
  f('Peanut butter and jelly sandwich', [330, 10.5, 40, 14.5, 14, 3, 3, 410], { serving: 100, piece: 100 }, [
    'pb&j',
    'pbj',
    'peanut butter sandwich',
    'peanut butter and jam sandwich',
  ]),
  f('Chicken wrap', [208, 12, 20, 8.5, 2, 1.5, 2.4, 520], { serving: 230, piece: 230 }, [
    'wrap sandwich',
    'chicken tortilla wrap',
  ]),
  f('Avocado toast', [210, 5, 20, 12.5, 2.5, 5, 1.8, 280], { serving: 120, piece: 120, slice: 120 }),
  f('Breakfast burrito', [205, 9, 19, 10, 1.5, 1.3, 3.7, 450], { serving: 200, piece: 200 }),
  f('Hash browns', [274, 2.4, 29.8, 16.1, 0.3, 2.8, 2.6, 400], { serving: 56, piece: 56, cup: 156 }, ['hash brown']),
  f('Acai bowl', [115, 1.8, 20, 3.5, 12, 2.5, 1, 15], { serving: 340, cup: 240 }, ['açaí bowl', 'smoothie bowl']),
  f('Overnight oats', [140, 5.5, 20, 4.3, 6, 2.3, 1.2, 40], { serving: 240, cup: 240 }),
  f('Dumplings', [210, 9, 25, 8, 2, 1.2, 2.6, 430], { serving: 150, piece: 25 }, [
    'potstickers',
    'gyoza',
    'dumpling',
    'momos',
  ]),
  f('Spring roll', [230, 5, 29, 10.5, 3, 2, 2, 450], { serving: 64, piece: 64 }, ['egg roll', 'spring rolls']),
  f('Samosa', [262, 5, 30, 14, 2, 2.5, 2.5, 420], { serving: 90, piece: 90 }),
  f('Fish and chips', [235, 11, 22, 12, 0.5, 1.8, 2.2, 300], { serving: 350, piece: 350 }),
  f('Chicken pot pie', [220, 7.5, 18, 13, 2, 1.2, 4.4, 400], { serving: 220, piece: 220, slice: 150 }, ['pot pie']),
  f('Beef stew', [95, 7.5, 7, 4.2, 1.5, 1, 1.6, 300], { serving: 250, cup: 250 }, ['stew']),
  f('Shepherd pie', [124, 7, 10, 6.3, 1.5, 1.2, 2.8, 290], { serving: 250, cup: 240, slice: 250 }, [
    'cottage pie',
    "shepherd's pie",
  ]),
  f('Paella', [158, 8, 21, 4.6, 1, 0.8, 1, 360], { serving: 300, cup: 200 }),
  f('Risotto', [166, 4, 24, 6, 0.8, 0.5, 3, 330], { serving: 250, cup: 200 }, ['mushroom risotto']),
  f('Ravioli', [206, 8.5, 26, 7.5, 1.5, 1.3, 3.5, 330], { serving: 200, piece: 12, cup: 160 }, ['cheese ravioli']),
  f('Gnocchi', [133, 3.3, 27, 1, 0.5, 1.2, 0.2, 250], { serving: 160, cup: 160, piece: 6 }),
  f('Enchiladas', [168, 8, 15, 8.5, 2, 1.9, 3.9, 400], { serving: 250, piece: 125 }, ['enchilada']),
  f('Chicken fajitas', [145, 11, 12, 6, 2.5, 1.4, 1.5, 330], { serving: 250, piece: 125 }, ['fajitas', 'fajita']),
  f('Shawarma', [220, 14, 18, 10.5, 2, 1.5, 2.7, 500], { serving: 300, piece: 300 }, ['doner kebab', 'kebab', 'gyro']),
  f('Fish tacos', [200, 10, 19, 9.5, 2, 2, 2, 350], { serving: 140, piece: 70 }),
  f('Teriyaki chicken', [155, 17, 8, 6, 6, 0.3, 1.6, 690], { serving: 200, cup: 200 }, ['chicken teriyaki']),
  f('General Tso chicken', [295, 13, 24, 16.5, 11, 0.8, 2.8, 560], { serving: 250, cup: 150 }, [
    'orange chicken',
    'sweet and sour chicken',
  ]),
  f('Bibimbap', [130, 6, 18, 4, 2.5, 1.3, 0.9, 300], { serving: 450, cup: 240 }),
  f('Quiche', [256, 10, 12, 18.7, 2, 0.6, 8.5, 360], { serving: 150, slice: 150, piece: 150 }, ['quiche lorraine']),
  f('Club sandwich', [236, 13, 20, 11.5, 3, 1.5, 2.8, 600], { serving: 250, piece: 250 }),
  f('Bagel with cream cheese', [282, 8.9, 40, 9.5, 5.5, 1.7, 5.1, 450], { serving: 135, piece: 135 }),
];

export const REFERENCE_FOODS: readonly ReferenceFood[] = [
  ...FRUIT,
  ...VEGETABLES,
  ...GRAINS,
  ...MEAT_AND_FISH,
  ...PLANT_PROTEIN_NUTS_SEEDS,
  ...DAIRY,
  ...FATS_AND_CONDIMENTS,
  ...DRINKS,
  ...SWEETS_AND_SNACKS,
  ...DISHES,
];
