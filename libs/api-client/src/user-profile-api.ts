import { API_PATHS, type UpdateUserProfileRequest, type UserProfile } from '@chairside/contracts/web';
import { baseApi } from './base-api';

/** Body data and profile: mfe-nutrition (BMI, goals wizard) and mfe-profile (settings) both read and change it. */
export const userProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserProfile: build.query<UserProfile, void>({
      query: () => ({ url: API_PATHS.getUserProfile }),
      providesTags: ['UserProfile'],
    }),
    // 'User' too: the shell's top navigation reads the name and photo from the user call.
    updateUserProfile: build.mutation<UserProfile, UpdateUserProfileRequest>({
      query: (body) => ({ url: API_PATHS.updateUserProfile, method: 'PUT', body }),
      invalidatesTags: ['UserProfile', 'User'],
    }),
  }),
});

export const { useGetUserProfileQuery, useUpdateUserProfileMutation } = userProfileApi;
