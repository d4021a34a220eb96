import { API_PATHS, type BodyCheckInStatus } from '@chairside/contracts/web';
import { baseApi } from './base-api';
import { todayQuery } from './today';

/**
 * Whether the weekly body check-in is due: mfe-exercise shows the check-in and its calm notes on
 * /stretches, and the dashboard (mfe-nutrition) invites it when due. One definition for both, so a
 * check-in saved on /stretches ('BodyCheckIn') takes the invitation away without a reload.
 */
export const bodyCheckInStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The member's zone: the API counts the week from their today.
    getBodyCheckInStatus: build.query<BodyCheckInStatus, void>({
      query: () => ({ url: API_PATHS.bodyCheckInStatus, params: { tz: todayQuery().tz } }),
      providesTags: ['BodyCheckIn'],
    }),
  }),
});

export const { useGetBodyCheckInStatusQuery } = bodyCheckInStatusApi;
