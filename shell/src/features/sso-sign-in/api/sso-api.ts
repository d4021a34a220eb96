import { baseApi } from '@chairside/api-client';
import { API_PATHS, type LoginResponse } from '@chairside/contracts/web';
import type { LinkSsoRequest, PendingSsoLink } from '@chairside/contracts';

/** Single sign-on's calls from the sign-in screen; the sign-in itself is a full navigation, not a call. */
const ssoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pendingSsoLink: build.query<PendingSsoLink, void>({
      query: () => ({ url: API_PATHS.pendingSsoLink }),
    }),
    linkSso: build.mutation<LoginResponse, LinkSsoRequest>({
      query: (body) => ({ url: API_PATHS.linkSso, method: 'POST', body }),
    }),
  }),
});

export const { usePendingSsoLinkQuery, useLinkSsoMutation } = ssoApi;
