import { startHttpFake } from './http-fake.mjs';

/** Products as the Open Food Facts API v2 answers them (fields trimmed to what we request). */
export const OFF_PRODUCTS = {
  // Nutella 400 g: states a 15 g serving.
  3017620422003: {
    code: '3017620422003',
    product_name: 'Nutella',
    brands: 'Ferrero,Nutella',
    serving_size: '15 g',
    serving_quantity: '15',
    ingredients_text:
      'Sugar, palm oil, _hazelnuts_ 13%, skimmed _milk_ powder 8.7%, fat-reduced cocoa 7.4%, emulsifier: lecithins (_soya_), vanillin',
    nutriments: {
      'energy-kcal_100g': 539,
      'energy-kcal_serving': 80.8,
      energy_100g: 2252,
      proteins_100g: 6.3,
      proteins_serving: 0.945,
      carbohydrates_100g: 57.5,
      carbohydrates_serving: 8.62,
      fat_100g: 30.9,
      fat_serving: 4.63,
      sugars_100g: 56.3,
      sugars_serving: 8.45,
      'energy-kcal_unit': 'kcal',
    },
  },
  // Barilla spaghetti n.5: no serving size, so per 100 g.
  8076800195057: {
    code: '8076800195057',
    product_name: 'Spaghetti n.5',
    brands: 'Barilla',
    ingredients_text: 'Durum _wheat_ semolina, water',
    nutriments: {
      'energy-kcal_100g': 359,
      energy_100g: 1521,
      proteins_100g: 13,
      carbohydrates_100g: 71,
      sugars_100g: 3.5,
      fat_100g: 2,
    },
  },
  // Coca-Cola 330 ml can: a serving of 330 (ml, taken as g), sugars only per 100 ml on the label.
  5000112546415: {
    code: '5000112546415',
    product_name: 'Coca-Cola',
    brands: 'Coca-Cola',
    serving_size: '330 ml',
    serving_quantity: '330',
    ingredients_text:
      'Carbonated water, sugar, colour (caramel E150d), acid (phosphoric acid), natural flavourings, caffeine',
    nutriments: {
      'energy-kcal_100g': 42,
      'energy-kcal_serving': 139,
      energy_100g: 180,
      proteins_100g: 0,
      carbohydrates_100g: 10.6,
      sugars_100g: 10.6,
      fat_100g: 0,
    },
  },
};

/** A valid EAN-13 the fake never answers for (503 every time): Open Food Facts not answering at all. */
const OFF_UNANSWERED_CODE = '5901234123457';

/**
 * A fake of `GET /api/v2/product/{code}.json`. `failNext` answers 503 that many times first;
 * `delayMs` holds every answer back that long (a slow provider).
 */
export async function startOpenFoodFactsFake() {
  const state = { failNext: 0, delayMs: 0 };
  const fake = await startHttpFake(async (req) => {
    const m = /^\/api\/v2\/product\/(\d+)\.json/.exec(req.url);
    if (!m) return { status: 404, body: '<html><body>Page not found</body></html>' };
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    const unavailable = { status: 503, body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>' };
    if (m[1] === OFF_UNANSWERED_CODE) return unavailable;
    if (state.failNext > 0) {
      state.failNext--;
      return unavailable;
    }
    const product = OFF_PRODUCTS[m[1]];
    if (!product) return { status: 404, body: { code: m[1], status: 0, status_verbose: 'product not found' } };
    return { status: 200, body: { code: m[1], product, status: 1, status_verbose: 'product found' } };
  });
  return {
    ...fake,
    baseUrl: fake.url,
    state,
    lookups: (code) => fake.requests.filter((r) => r.url.includes(`/product/${code}.json`)).length,
  };
}
