import { API_PATHS } from '@chairside/contracts/web';
import type { Passkey, PasskeyRegistrationOptionsRequest } from '@chairside/contracts';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { signInMethodsApi } from '../../../entities/sign-in-methods';

const passkeyRegistrationApi = signInMethodsApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { usePasskeyRegistrationOptionsMutation, useRegisterPasskeyMutation } = passkeyRegistrationApi;
