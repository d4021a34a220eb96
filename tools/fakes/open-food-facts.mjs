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
      // The EU label states no fibre; salt 0.107 g, which Open Food Facts turns into sodium (÷ 2.5).
      'saturated-fat_100g': 10.6,
      'saturated-fat_serving': 1.59,
      salt_100g: 0.107,
      salt_serving: 0.016,
      sodium_100g: 0.0428,
      sodium_serving: 0.00642,
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
      'saturated-fat_100g': 0.5,
      fiber_100g: 3,
      salt_100g: 0.013,
      sodium_100g: 0.0052,
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
      'saturated-fat_100g': 0,
      salt_100g: 0,
      sodium_100g: 0,
    },
  },
};

/**
 * What `/cgi/search.pl?search_terms=…&json=1` finds, by the words searched (values from the products'
 * labels as Open Food Facts holds them, trimmed to the fields we request). Each list keeps one
 * product that cannot be logged (no energy on the label), as real searches do.
 */
const OFF_SEARCH_RESULTS = {
  starbucks: [
    {
      code: '5711953068680',
      product_name: 'Caffè Latte',
      brands: 'Starbucks,Arla',
      serving_size: '220 ml',
      serving_quantity: 220,
      nutriments: {
        'energy-kcal_100g': 59,
        'energy-kcal_serving': 130,
        energy_100g: 248,
        proteins_100g: 3.1,
        proteins_serving: 6.82,
        carbohydrates_100g: 7.3,
        carbohydrates_serving: 16.1,
        sugars_100g: 7.3,
        sugars_serving: 16.1,
        fat_100g: 2.1,
        fat_serving: 4.62,
        'saturated-fat_100g': 1.4,
        'saturated-fat_serving': 3.08,
        fiber_100g: 0,
        salt_100g: 0.11,
        sodium_100g: 0.044,
        sodium_serving: 0.0968,
      },
    },
    {
      code: '5711953068697',
      product_name: 'Caramel Macchiato',
      brands: 'Starbucks',
      serving_size: '220 ml',
      serving_quantity: '220',
      nutriments: {
        'energy-kcal_100g': 66,
        'energy-kcal_serving': 145,
        energy_100g: 277,
        proteins_100g: 2.9,
        carbohydrates_100g: 9.2,
        sugars_100g: 9,
        fat_100g: 2,
        'saturated-fat_100g': 1.3,
        salt_100g: 0.1,
        sodium_100g: 0.04,
      },
    },
    {
      code: '7613036932110',
      product_name: 'Pike Place Roast ground coffee',
      brands: 'Starbucks',
      serving_size: '',
      nutriments: {},
    },
  ],
  'greek yogurt': [
    {
      code: '5201054017425',
      product_name: 'Total 0% Greek Yogurt',
      brands: 'Fage',
      serving_size: '170 g',
      serving_quantity: '170',
      nutriments: {
        'energy-kcal_100g': 54,
        'energy-kcal_serving': 91.8,
        energy_100g: 226,
        proteins_100g: 10.3,
        carbohydrates_100g: 3,
        sugars_100g: 3,
        fat_100g: 0,
        'saturated-fat_100g': 0,
        salt_100g: 0.1,
        sodium_100g: 0.04,
      },
    },
    {
      code: '5036589200113',
      product_name: 'Greek Style Natural Yogurt',
      brands: 'Yeo Valley',
      // No serving on the label, and energy in kJ only: 477 kJ.
      nutriments: {
        energy_100g: 477,
        proteins_100g: 4.5,
        carbohydrates_100g: 5.1,
        sugars_100g: 5.1,
        fat_100g: 8.4,
        'saturated-fat_100g': 5.3,
        fiber_100g: 0.5,
        salt_100g: 0.13,
      },
    },
    { code: '3033490004743', product_name: 'Greek yogurt honey', brands: 'Danone' },
  ],
};

/** Words the search fake answers 503 for every time: Open Food Facts' search not answering. */
const OFF_SEARCH_UNANSWERED = 'unanswered';

/** A valid EAN-13 the fake never answers for (503 every time): Open Food Facts not answering at all. */
const OFF_UNANSWERED_CODE = '5901234123457';

/** Search v1's JSON answer (`json=1`): the page asked for, `count` being every match. */
function searchAnswer(url) {
  const params = new URL(url, 'http://off.local').searchParams;
  const terms = (params.get('search_terms') ?? '').trim().toLowerCase();
  const pageSize = Number(params.get('page_size') ?? 24);
  const page = Number(params.get('page') ?? 1);
  const matches = Object.entries(OFF_SEARCH_RESULTS).find(([words]) => terms.includes(words))?.[1] ?? [];
  const products = matches.slice((page - 1) * pageSize, page * pageSize);
  return {
    count: matches.length,
    page,
    page_count: products.length,
    page_size: pageSize,
    products,
    skip: (page - 1) * pageSize,
  };
}

/**
 * A fake of `GET /api/v2/product/{code}.json` and of the search, `GET /cgi/search.pl`. `failNext`
 * answers 503 that many times first; `delayMs` holds every answer back that long (a slow provider).
 */
export async function startOpenFoodFactsFake() {
  const state = { failNext: 0, delayMs: 0 };
  const fake = await startHttpFake(async (req) => {
    if (req.url.startsWith('/cgi/search.pl?')) {
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      const unavailable = {
        status: 503,
        body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
      };
      if (req.url.includes(OFF_SEARCH_UNANSWERED)) return unavailable;
      if (state.failNext > 0) {
        state.failNext--;
        return unavailable;
      }
      return { status: 200, body: searchAnswer(req.url) };
    }
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
    /** Searches asked of the fake, all of them or those whose search_terms hold `words`. */
    searches: (words = '') =>
      fake.requests.filter(
        (r) =>
          r.url.startsWith('/cgi/search.pl?') &&
          (new URL(r.url, 'http://off.local').searchParams.get('search_terms') ?? '').toLowerCase().includes(words),
      ).length,
  };
}
