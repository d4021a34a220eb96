import { baseApi } from '@chairside/api-client';
import { API_PATHS, type StretchReminders } from '@chairside/contracts/web';

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
