import { baseApi } from '@chairside/api-client';
import { API_PATHS } from '@chairside/contracts/web';
import type { RequestPinResetRequest } from '@chairside/contracts';

const requestPinResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestPinReset: build.mutation<{ success: true; message: string }, RequestPinResetRequest>({
      query: (body) => ({ url: API_PATHS.requestPinReset, method: 'POST', body }),
    }),
  }),
});

export const { useRequestPinResetMutation } = requestPinResetApi;
