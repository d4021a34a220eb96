import { baseApi } from '@chairside/api-client';
import { API_PATHS, type ExpenditureResponse } from '@chairside/contracts/web';

const expenditureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `date` only keys the cache, so a new day asks again. A new entry, weigh-in or profile change moves it.
    getExpenditure: build.query<ExpenditureResponse, { tz: string; date: string }>({
      query: ({ tz }) => ({ url: API_PATHS.getExpenditure, params: { tz } }),
      providesTags: ['FoodEntry', 'WeighIn', 'UserProfile'],
    }),
  }),
});

export const { useGetExpenditureQuery } = expenditureApi;
