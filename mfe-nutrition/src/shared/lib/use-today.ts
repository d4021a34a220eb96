import { todayQuery } from '@chairside/api-client';
import { useMemo } from 'react';

/** Today's date and zone as the API reads them, fixed for the life of the page. */
export function useToday(): { date: string; tz: string } {
  return useMemo(() => todayQuery(), []);
}
