import { baseApi } from '@chairside/api-client';
import { API_PATHS, type LoginResponse } from '@chairside/contracts/web';
import type { LinkSsoRequest, PendingSsoLink, SignInOptions } from '@chairside/contracts';

/** Single sign-on's calls from the sign-in screen; the sign-in itself is a full navigation, not a call. */
const ssoApi = baseApi.injectEndpoints({
  // signInOptions is the same definition as the "Forgot PIN?" link's (one cache entry, one request):
  // a feature does not import another, so each declares it, and either may be injected first.
  overrideExisting: true,
  endpoints: (build) => ({
    signInOptions: build.query<SignInOptions, void>({
      query: () => ({ url: API_PATHS.signInOptions }),
    }),
    pendingSsoLink: build.query<PendingSsoLink, void>({
      query: () => ({ url: API_PATHS.pendingSsoLink }),
    }),
    linkSso: build.mutation<LoginResponse, LinkSsoRequest>({
      query: (body) => ({ url: API_PATHS.linkSso, method: 'POST', body }),
    }),
  }),
});

export const { useSignInOptionsQuery, usePendingSsoLinkQuery, useLinkSsoMutation } = ssoApi;
