import { ERROR_CODES } from '@chairside/contracts';
import { searchProducts } from '../branded-search/open-food-facts-search';
import { fail, TransientError, type JobHandler, type WorkerDeps } from '../handler';

/**
 * Open Food Facts' search by name. Not retried: each try counts against its published limit of
 * 10 searches a minute, which the API shares out; the member tries again instead. The API caches
 * the answer in PostgreSQL, so the worker keeps none.
 */
export function searchBrandedFoodsHandler({ config }: WorkerDeps): JobHandler<'searchBrandedFoods'> {
  return {
    name: 'searchBrandedFoods',
    async handle({ query }) {
      try {
        return { ok: true, value: { foods: await searchProducts(config.openFoodFacts, query) } };
      } catch (e) {
        if (!(e instanceof TransientError)) throw e;
        console.error(`ai-worker: searchBrandedFoods: ${e.message}`);
        return fail(
          503,
          ERROR_CODES.dependencyDown,
          'Open Food Facts is not answering right now, so branded foods cannot be searched. Please try again in a minute.',
        );
      }
    },
  };
}
