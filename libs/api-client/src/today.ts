/** "Today" as the API reads it: the local calendar date in the browser's IANA zone. */
export function todayQuery(now = new Date()): { date: string; tz: string } {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return { date: parts, tz };
}
