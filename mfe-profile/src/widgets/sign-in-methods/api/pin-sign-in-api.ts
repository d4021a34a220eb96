import { API_PATHS } from '@chairside/contracts/web';
import type { SetPinSignInRequest, SignInMethods } from '@chairside/contracts';
import { signInMethodsApi } from '../../../entities/sign-in-methods';

const pinSignInApi = signInMethodsApi.injectEndpoints({
  endpoints: (build) => ({
    // Either way with the member's PIN again (403 when it is not right).
    setPinSignIn: build.mutation<SignInMethods, SetPinSignInRequest>({
      query: (body) => ({ url: API_PATHS.setPinSignIn, method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const r = await queryFulfilled.catch(() => null);
        if (r) dispatch(signInMethodsApi.util.upsertQueryData('signInMethods', undefined, r.data));
      },
    }),
  }),
});

export const { useSetPinSignInMutation } = pinSignInApi;
