import { API_TAGS } from '@chairside/contracts/web';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api, owned by the shell's store. Remotes inject their endpoints into it
 * (`baseApi.injectEndpoints`), so cache tags work across remotes. Cached data never goes stale on its
 * own, no refetch on focus or reconnect, no retries (docs/product.md "Timings and limits").
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/', credentials: 'include' }),
  tagTypes: API_TAGS,
  keepUnusedDataFor: 60 * 60 * 24,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
