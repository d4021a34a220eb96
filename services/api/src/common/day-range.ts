/**
 * SQL condition: `column` falls on the calendar day `$day` in IANA zone `$tz`, i.e.
 * [day 00:00, next day 00:00) local time, so an index on (user_id, column) serves it.
 */
export const onLocalDay = (column: string, day: string, tz: string) =>
  `${column} >= (${day}::date::timestamp AT TIME ZONE ${tz}) AND ${column} < ((${day}::date + 1)::timestamp AT TIME ZONE ${tz})`;
