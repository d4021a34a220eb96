export { baseApi } from './base-api';
export { createAppStore, type AppStore } from './store';
export { authApi, useCurrentUserQuery, useLoginMutation, useLogoutMutation, useSignupMutation } from './auth-api';
export { apiErrorMessage, isAborted, isUnauthorized, serverMessage, setServerMessageTranslator } from './errors';
export { todayQuery } from './today';
export { runQueuedAnalysis, ANALYSIS_POLL } from './queued-analysis';
export {
  stretchRemindersApi,
  useGetStretchRemindersQuery,
  useSaveStretchRemindersMutation,
} from './stretch-reminders-api';
export { bodyCheckInStatusApi, useGetBodyCheckInStatusQuery } from './body-check-in-status-api';
export { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from './nutrition-goals-api';
export { userProfileApi, useGetUserProfileQuery, useUpdateUserProfileMutation } from './user-profile-api';
