import { todayQuery } from '@chairside/api-client';
import { useEffect, useState } from 'react';

/** How often an open page checks whether the calendar day has turned. */
const CHECK_MS = 60_000;

/**
 * Today's date and zone as the API reads them. A page left open overnight (or woken from sleep)
 * moves to the new day, so the diary and totals ask for it instead of yesterday's.
 */
export function useToday(): { date: string; tz: string } {
  const [today, setToday] = useState(todayQuery);
  useEffect(() => {
    const check = () => setToday((current) => {
      const now = todayQuery();
      return now.date === current.date && now.tz === current.tz ? current : now;
    });
    const timer = setInterval(check, CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  return today;
}
