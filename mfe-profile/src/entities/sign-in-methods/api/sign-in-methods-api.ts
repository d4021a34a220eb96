import { baseApi } from '@chairside/api-client';
import { API_PATHS } from '@chairside/contracts/web';
import type { SignInMethods } from '@chairside/contracts';

/**
 * The member's ways in: passkeys, linked work accounts and whether the PIN alone signs in. The
 * changes (add or remove a passkey, PIN sign-in on or off) are injected by the dialogs that make
 * them, so Settings' first load carries only this read.
 */
export const signInMethodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInMethods: build.query<SignInMethods, void>({
      query: () => ({ url: API_PATHS.signInMethods }),
    }),
  }),
});

export const { useSignInMethodsQuery } = signInMethodsApi;
