import {
  API_PATHS,
  type LoginRequest,
  type LoginResponse,
  type SignupRequest,
  type User,
} from '@chairside/contracts/web';
import { baseApi } from './base-api';

/** Auth calls every app needs (the shell's gate, each remote's user-aware pieces). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<User | null, void>({
      // A 401 on the user call means signed out (no data), not an error.
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const r = await baseQuery({ url: API_PATHS.currentUser });
        if (r.error) return r.error.status === 401 ? { data: null } : { error: r.error };
        return { data: r.data as User };
      },
      providesTags: ['User'],
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: API_PATHS.login, method: 'POST', body }),
    }),
    signup: build.mutation<LoginResponse, SignupRequest>({
      query: (body) => ({ url: API_PATHS.signup, method: 'POST', body }),
    }),
    logout: build.mutation<{ success: true }, void>({
      query: () => ({ url: API_PATHS.logout, method: 'POST' }),
    }),
  }),
});

export const { useCurrentUserQuery, useLoginMutation, useSignupMutation, useLogoutMutation } = authApi;
