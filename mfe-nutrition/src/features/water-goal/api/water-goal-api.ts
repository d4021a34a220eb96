import { baseApi } from '@chairside/api-client';
import { API_PATHS, type WaterDay, type WaterGoal, type WaterUnit } from '@chairside/contracts/web';

// In the goal dialog's slice: only this lazily loaded dialog writes the goal or a day's total.
const waterGoalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setWaterGoal: build.mutation<WaterGoal, { goal: number; unit: WaterUnit }>({
      query: (body) => ({ url: API_PATHS.setWaterGoal, method: 'PUT', body }),
      invalidatesTags: ['Water'],
    }),
    setWaterDay: build.mutation<WaterDay, { date: string; total: number; unit: WaterUnit; tz: string }>({
      query: ({ date, ...body }) => ({ url: API_PATHS.setWaterDay.replace(':date', date), method: 'PUT', body }),
      invalidatesTags: ['Water'],
    }),
  }),
});

export const { useSetWaterGoalMutation, useSetWaterDayMutation } = waterGoalApi;
