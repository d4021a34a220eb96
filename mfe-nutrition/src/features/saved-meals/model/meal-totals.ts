import { localeOf, type SavedMealItem } from '@chairside/contracts/web';
import { currentLanguage } from '@chairside/ui';
import { t } from '../../../shared/i18n';

// Sums in tenths, as the diary's subtotals do, so 0.1 + 0.2 shows as 0.3.
const add = (a: number, b: number) => Math.round((a + b) * 10) / 10;

/** The calories a saved meal logs, for its line in the list. */
export const mealCalories = (items: readonly Pick<SavedMealItem, 'calories'>[]) =>
  items.reduce((sum, i) => add(sum, i.calories), 0);

/** "2 foods · 420 kcal". */
export function mealSummary(items: readonly Pick<SavedMealItem, 'calories'>[]): string {
  const kcal = mealCalories(items).toLocaleString(localeOf(currentLanguage()));
  return t('{{count}} foods · {{kcal}} kcal', {
    defaultValue_one: '{{count}} food · {{kcal}} kcal',
    count: items.length,
    kcal,
  });
}

/** The ids ticked, in the entries' order; none ticked cannot be saved. */
export function tickedIds(entries: readonly { id: string }[], unticked: ReadonlySet<string>): string[] {
  return entries.filter((e) => !unticked.has(e.id)).map((e) => e.id);
}
