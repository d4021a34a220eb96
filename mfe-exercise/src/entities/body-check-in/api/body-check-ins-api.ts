import { baseApi, todayQuery } from '@chairside/api-client';
import {
  API_PATHS,
  type BodyBreakSuggestion,
  type BodyCheckIn,
  type BodyCheckInsResponse,
  type BodyTrend,
  type SaveBodyCheckInRequest,
} from '@chairside/contracts/web';

/** The member's zone: the API places "today", the week and the 7-day window in it. */
const tz = () => todayQuery().tz;

const bodyCheckInsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The last 12 weeks of check-ins, oldest day first. */
    listBodyCheckIns: build.query<BodyCheckInsResponse, void>({
      query: () => ({ url: API_PATHS.listBodyCheckIns, params: { tz: tz() } }),
      providesTags: ['BodyCheckIn'],
    }),
    /** That day's check-in, in place of one already saved that day. */
    saveBodyCheckIn: build.mutation<BodyCheckIn, { date: string; regions: SaveBodyCheckInRequest['regions'] }>({
      query: ({ date, regions }) => ({
        url: API_PATHS.saveBodyCheckIn.replace(':date', encodeURIComponent(date)),
        method: 'PUT',
        body: { regions, tz: tz() },
      }),
      invalidatesTags: ['BodyCheckIn'],
    }),
    deleteBodyCheckIn: build.mutation<void, string>({
      query: (id) => ({ url: API_PATHS.deleteBodyCheckIn.replace(':id', encodeURIComponent(id)), method: 'DELETE' }),
      invalidatesTags: ['BodyCheckIn'],
    }),
    /** The stretches a break aims at the regions that hurt most, and those left out. */
    getBodyBreakSuggestion: build.query<BodyBreakSuggestion, void>({
      query: () => ({ url: API_PATHS.bodyBreakSuggestion, params: { tz: tz() } }),
      providesTags: ['BodyCheckIn'],
    }),
    /** 12 weeks of scores beside the breaks taken: a logged break changes it too. */
    getBodyTrend: build.query<BodyTrend, void>({
      query: () => ({ url: API_PATHS.bodyTrend, params: { tz: tz() } }),
      providesTags: ['BodyCheckIn', 'ExerciseEntry'],
    }),
  }),
});

export const {
  useListBodyCheckInsQuery,
  useSaveBodyCheckInMutation,
  useDeleteBodyCheckInMutation,
  useGetBodyBreakSuggestionQuery,
  useGetBodyTrendQuery,
} = bodyCheckInsApi;
