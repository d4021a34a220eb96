import { PAST_DAYS_EDITABLE } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { addDays, todayIn } from '../../common/day-range';

/** Refuses (400) a day other than today or one of the PAST_DAYS_EDITABLE days before it, in `tz`. */
export function checkEditableDay(date: string, tz: string): void {
  const today = todayIn(tz);
  if (date > today || date < addDays(today, -PAST_DAYS_EDITABLE))
    throw ApiException.badRequest(`date: must be today or one of the ${PAST_DAYS_EDITABLE} days before`, [
      { path: 'date', message: `must be today or one of the ${PAST_DAYS_EDITABLE} days before` },
    ]);
}
