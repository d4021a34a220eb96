/**
 * SQL condition: `column` falls on the calendar day `$day` in IANA zone `$tz` (or the `days` days
 * from it), i.e. [day 00:00, day + days 00:00) local time, so an index on (user_id, column) serves it.
 */
export const onLocalDay = (column: string, day: string, tz: string, days = 1) =>
  `${column} >= (${day}::date::timestamp AT TIME ZONE ${tz}) AND ${column} < ((${day}::date + ${Math.trunc(days)})::timestamp AT TIME ZONE ${tz})`;

/** Today's date (YYYY-MM-DD) in IANA zone `tz`. */
export function todayIn(tz: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** The date `n` days after `day` (both YYYY-MM-DD, calendar arithmetic). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in (ISO weeks start on Monday). */
export function mondayOf(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((dow + 6) % 7));
}
