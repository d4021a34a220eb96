import { baseApi } from '@chairside/api-client';
import { API_PATHS, type ChangePinRequest, type DeleteAccountRequest } from '@chairside/contracts/web';

interface Done {
  success: true;
  message: string;
}

/** The user's own account: PIN, sessions, and the account itself. */
const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePin: build.mutation<Done, ChangePinRequest>({
      query: (body) => ({ url: API_PATHS.changePin, method: 'POST', body }),
    }),
    signOutEverywhere: build.mutation<Done, void>({
      query: () => ({ url: API_PATHS.signOutEverywhere, method: 'POST' }),
    }),
    // 204: the account is gone and the session cookie cleared.
    deleteAccount: build.mutation<void, DeleteAccountRequest>({
      query: (body) => ({ url: API_PATHS.deleteAccount, method: 'DELETE', body }),
    }),
  }),
});

export const { useChangePinMutation, useSignOutEverywhereMutation, useDeleteAccountMutation } = accountApi;
