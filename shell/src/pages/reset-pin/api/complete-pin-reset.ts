import { baseApi } from '@chairside/api-client';
import { API_PATHS } from '@chairside/contracts/web';
import type { CompletePinResetRequest } from '@chairside/contracts';

const completePinResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    completePinReset: build.mutation<{ success: true; message: string }, CompletePinResetRequest>({
      query: (body) => ({ url: API_PATHS.completePinReset, method: 'POST', body }),
    }),
  }),
});

export const { useCompletePinResetMutation } = completePinResetApi;
