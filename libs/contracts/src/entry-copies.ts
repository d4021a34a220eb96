import { z } from 'zod';
import { IsoDate, MealType, TimeZone } from './common';

/** How many entries one copy or move takes: a whole day of a heavy logger, well within the hourly limit. */
export const ENTRIES_PER_COPY = 60;

/**
 * Copy or move some of the member's own entries to a day (in `tz`): today or one of the
 * PAST_DAYS_EDITABLE days before. With `mealType` every entry goes into that meal; without, each
 * keeps its own. A copy keeps every value (portion and nutrients included) but not the photo.
 */
export const PlaceFoodEntriesRequest = z.strictObject({
  entryIds: z
    .array(z.uuid('must be food entry ids'))
    .min(1, 'Pick at least one entry.')
    .max(ENTRIES_PER_COPY, `at most ${ENTRIES_PER_COPY} entries at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'each entry once'),
  date: IsoDate,
  tz: TimeZone,
  mealType: MealType.optional(),
});
export type PlaceFoodEntriesRequest = z.input<typeof PlaceFoodEntriesRequest>;
