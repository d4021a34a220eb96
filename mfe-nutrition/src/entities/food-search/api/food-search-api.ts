import { baseApi } from '@chairside/api-client';
import { API_PATHS, type FoodSearchResult } from '@chairside/contracts/web';

const foodSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Tagged with food entries (what was just logged becomes a 'recent' suggestion) and with the
    // member's own foods and recipes, which it answers first.
    searchFoods: build.query<FoodSearchResult[], { q: string; limit?: number }>({
      query: (params) => ({ url: API_PATHS.searchFoods, params }),
      providesTags: ['FoodEntry', 'OwnFood', 'Recipe'],
    }),
  }),
});

export const { useSearchFoodsQuery } = foodSearchApi;
