import { API_PATHS, type UpdateUserProfileRequest, type UserProfile } from '@chairside/contracts/web';
import { baseApi } from './base-api';
import { todayQuery } from './today';

/** A new weight is also the weigh-in of the member's own day, which only the browser knows. */
const withToday = (body: UpdateUserProfileRequest): UpdateUserProfileRequest =>
  typeof (body.weight ?? body.currentWeight) === 'number' && !body.today ? { ...body, today: todayQuery().date } : body;

/** Body data and profile: mfe-nutrition (BMI, goals wizard) and mfe-profile (settings) both read and change it. */
export const userProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserProfile: build.query<UserProfile, void>({
      query: () => ({ url: API_PATHS.getUserProfile }),
      providesTags: ['UserProfile'],
    }),
    // 'User' too: the shell's top navigation reads the name and photo from the user call; 'WeighIn'
    // because a new weight is today's weigh-in.
    updateUserProfile: build.mutation<UserProfile, UpdateUserProfileRequest>({
      query: (body) => ({ url: API_PATHS.updateUserProfile, method: 'PUT', body: withToday(body) }),
      invalidatesTags: ['UserProfile', 'User', 'WeighIn'],
    }),
  }),
});

export const { useGetUserProfileQuery, useUpdateUserProfileMutation } = userProfileApi;
