import { baseApi } from '@chairside/api-client';
import { API_PATHS } from '@chairside/contracts/web';
import type {
  Passkey,
  PasskeyRegistrationOptionsRequest,
  SetPinSignInRequest,
  SignInMethods,
} from '@chairside/contracts';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

/** The member's ways in: passkeys, linked work accounts and whether the PIN alone signs in. */
const signInMethodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInMethods: build.query<SignInMethods, void>({
      query: () => ({ url: API_PATHS.signInMethods }),
    }),
    // Either way with the member's PIN again (403 when it is not right).
    setPinSignIn: build.mutation<SignInMethods, SetPinSignInRequest>({
      query: (body) => ({ url: API_PATHS.setPinSignIn, method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const r = await queryFulfilled.catch(() => null);
        if (r) dispatch(signInMethodsApi.util.upsertQueryData('signInMethods', undefined, r.data));
      },
    }),
    // The member's PIN again: a session alone adds no passkey (403 when it is not right).
    passkeyRegistrationOptions: build.mutation<
      PublicKeyCredentialCreationOptionsJSON,
      PasskeyRegistrationOptionsRequest
    >({
      query: (body) => ({ url: API_PATHS.passkeyRegistrationOptions, method: 'POST', body }),
    }),
    registerPasskey: build.mutation<Passkey, { name: string; response: RegistrationResponseJSON }>({
      query: (body) => ({ url: API_PATHS.registerPasskey, method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const r = await queryFulfilled.catch(() => null);
        if (!r) return;
        dispatch(
          signInMethodsApi.util.updateQueryData('signInMethods', undefined, (m) => {
            m.passkeys.push(r.data);
          }),
        );
      },
    }),
    // 204: the passkey is gone.
    deletePasskey: build.mutation<void, string>({
      query: (id) => ({ url: API_PATHS.deletePasskey.replace(':id', encodeURIComponent(id)), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const r = await queryFulfilled.catch(() => null);
        if (!r) return;
        dispatch(
          signInMethodsApi.util.updateQueryData('signInMethods', undefined, (m) => {
            m.passkeys = m.passkeys.filter((p) => p.id !== id);
          }),
        );
      },
    }),
  }),
});

export const {
  useSignInMethodsQuery,
  useSetPinSignInMutation,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useDeletePasskeyMutation,
} = signInMethodsApi;
