import { baseApi } from '@chairside/api-client';
import { API_PATHS } from '@chairside/contracts/web';
import type { SignInOptions } from '@chairside/contracts';

/** What the sign-in screen offers besides the PIN; asked once a visit (the API's configuration). */
const signInOptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInOptions: build.query<SignInOptions, void>({
      query: () => ({ url: API_PATHS.signInOptions }),
    }),
  }),
});

export const { useSignInOptionsQuery } = signInOptionsApi;
