import type { FoodEntry, FoodSearchResult } from '@chairside/contracts/web';
import type { ManualEntryForm } from './manual-entry-form';

/** An amount of a unit: '1.5' of 'cup'. */
export interface Portion {
  amount: number;
  unit: string;
}

/** HH:MM of an instant in zone `tz`: the Edit form's 'Time eaten' starts at the entry's time. */
export const timeOfDay = (iso: string, tz: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: tz }).format(
    new Date(iso),
  );

/**
 * A logged entry's portion as a food the portion picker can scale: its values per one unit (×100,
 * the picker's per-100 g with a unit of 1 'gram'), so 1.5 cups changed to 2 gives 2 / 1.5 of each.
 * Null for an entry typed as a whole.
 */
export function portionFood(e: FoodEntry): FoodSearchResult | null {
  if (e.portionAmount == null || !e.portionUnit || e.portionAmount <= 0) return null;
  const per = (v: number) => (v / e.portionAmount!) * 100;
  return {
    name: e.foodName,
    source: 'recent',
    per100g: {
      calories: per(e.calories),
      protein: per(e.protein),
      carbs: per(e.carbs),
      fat: per(e.fat),
      sugars: e.sugars === null ? null : per(e.sugars),
      fibre: e.fibre === null ? null : per(e.fibre),
      saturatedFat: e.saturatedFat === null ? null : per(e.saturatedFat),
      sodium: e.sodium === null ? null : per(e.sodium),
    },
    portions: [{ unit: e.portionUnit, grams: 1 }],
    lastLogged: null,
  };
}

/**
 * The name was changed by typing (no food picked) while calories and macros are still the old
 * food's: the form says so, since Save would keep them.
 */
export function renamedWithOldValues(f: ManualEntryForm, e: FoodEntry): boolean {
  const same = (text: string, n: number | null) => (text.trim() === '' ? n === null : Number(text) === n);
  return (
    f.foodName.trim() !== '' &&
    f.foodName.trim().toLowerCase() !== e.foodName.trim().toLowerCase() &&
    same(f.calories, e.calories) &&
    same(f.protein, e.protein) &&
    same(f.carbs, e.carbs) &&
    same(f.fat, e.fat)
  );
}
