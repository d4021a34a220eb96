import { baseApi } from '@chairside/api-client';
import { API_PATHS, type BrandedFoodSearchResponse } from '@chairside/contracts/web';

// The food form and the recipe form search Open Food Facts, and only when the member submits the search.
const brandedFoodSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchBrandedFoods: build.query<BrandedFoodSearchResponse, { q: string }>({
      query: (params) => ({ url: API_PATHS.searchBrandedFoods, params }),
    }),
  }),
});

export const { useSearchBrandedFoodsQuery } = brandedFoodSearchApi;
