import { API_PATHS } from '@chairside/contracts/web';
import { signInMethodsApi } from '../../../entities/sign-in-methods';

const deletePasskeyApi = signInMethodsApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useDeletePasskeyMutation } = deletePasskeyApi;
