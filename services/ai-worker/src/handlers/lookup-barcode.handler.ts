import { ERROR_CODES } from '@chairside/contracts';
import { fetchProduct, type ProductNutrition } from '../barcode/open-food-facts';
import { fail, type JobHandler, type WorkerDeps } from '../handler';

/** Products change rarely; an unknown code may be added to Open Food Facts soon, so misses expire sooner. */
const BARCODE_CACHE_TTL_S = { hit: 7 * 24 * 3600, miss: 6 * 3600 };
const MISS = 'miss';

export function lookupBarcodeHandler({ config, redis }: WorkerDeps): JobHandler<'lookupBarcode'> {
  const key = (code: string) => `${config.prefix}:chairside:off:${code}`;
  return {
    name: 'lookupBarcode',
    async handle({ barcode }) {
      const cached = await redis.get(key(barcode)).catch(() => null);
      let product: ProductNutrition | null;
      if (cached !== null) {
        product = cached === MISS ? null : (JSON.parse(cached) as ProductNutrition);
      } else {
        product = await fetchProduct(config.openFoodFacts, barcode);
        await redis
          .set(
            key(barcode),
            product ? JSON.stringify(product) : MISS,
            'EX',
            product ? BARCODE_CACHE_TTL_S.hit : BARCODE_CACHE_TTL_S.miss,
          )
          .catch(() => {}); // a cache that cannot write only costs the next lookup a call
      }
      if (!product)
        return fail(
          404,
          ERROR_CODES.productNotFound,
          `Product not found: no product with barcode ${barcode} in Open Food Facts. You can add it manually.`,
        );
      return { ok: true, value: product };
    },
  };
}
