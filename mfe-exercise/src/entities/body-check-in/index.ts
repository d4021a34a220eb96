export {
  useDeleteBodyCheckInMutation,
  useGetBodyBreakSuggestionQuery,
  useGetBodyTrendQuery,
  useListBodyCheckInsQuery,
  useSaveBodyCheckInMutation,
} from './api/body-check-ins-api';
export { scoreBand, type ScoreBand } from './model/score-band';
// Whether the check-in is due lives in the shared api-client: the dashboard invites it too.
export { useGetBodyCheckInStatusQuery } from '@chairside/api-client';
