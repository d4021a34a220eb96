import { baseApi } from '@chairside/api-client';
import { API_PATHS, type UpdateUserProfileRequest, type UserProfile } from '@chairside/contracts/web';

export const userProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserProfile: build.query<UserProfile, void>({
      query: () => ({ url: API_PATHS.getUserProfile }),
      providesTags: ['UserProfile'],
    }),
    updateUserProfile: build.mutation<UserProfile, UpdateUserProfileRequest>({
      query: (body) => ({ url: API_PATHS.updateUserProfile, method: 'PUT', body }),
      invalidatesTags: ['UserProfile', 'User'],
    }),
  }),
});

export const { useGetUserProfileQuery, useUpdateUserProfileMutation } = userProfileApi;
