import { API_PATHS, type StretchReminders } from '@chairside/contracts/web';
import { baseApi } from './base-api';

/**
 * The clinic-day stretch reminders: mfe-exercise edits them, and the shell reads them on every
 * signed-in page to decide whether to load the break coach at all. One definition for both.
 */
export const stretchRemindersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStretchReminders: build.query<StretchReminders, void>({
      query: () => ({ url: API_PATHS.getStretchReminders }),
      providesTags: ['StretchReminders'],
    }),
    saveStretchReminders: build.mutation<StretchReminders, StretchReminders>({
      query: (body) => ({ url: API_PATHS.saveStretchReminders, method: 'PUT', body }),
      invalidatesTags: ['StretchReminders'],
    }),
  }),
});

export const { useGetStretchRemindersQuery, useSaveStretchRemindersMutation } = stretchRemindersApi;
