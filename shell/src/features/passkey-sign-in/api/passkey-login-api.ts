import { baseApi } from '@chairside/api-client';
import { API_PATHS, type LoginResponse } from '@chairside/contracts/web';
import type { PublicKeyCredentialRequestOptionsJSON, AuthenticationResponseJSON } from '@simplewebauthn/browser';

/** Signing in with a passkey: a single-use challenge, then the authenticator's signed answer. */
const passkeyLoginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    passkeyLoginOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, void>({
      query: () => ({ url: API_PATHS.passkeyLoginOptions, method: 'POST', body: {} }),
    }),
    passkeyLogin: build.mutation<LoginResponse, { response: AuthenticationResponseJSON }>({
      query: (body) => ({ url: API_PATHS.passkeyLogin, method: 'POST', body }),
    }),
  }),
});

export const { usePasskeyLoginOptionsMutation, usePasskeyLoginMutation } = passkeyLoginApi;
