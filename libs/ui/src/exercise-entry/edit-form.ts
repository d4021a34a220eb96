import { type ExerciseEntry, type UpdateExerciseEntryRequest } from '@chairside/contracts/web';
import { EXERCISE_ENTRY_LIMITS as LIMITS } from '@chairside/contracts/web-lazy';
import { tUi } from '@chairside/ui';

/** The Edit dialog's fields as typed: kept as text so nothing typed is lost while it is not valid yet. */
export interface ExerciseEditForm {
  name: string;
  duration: string;
  caloriesBurned: string;
  description: string;
}

export const editForm = (e: ExerciseEntry): ExerciseEditForm => ({
  name: e.name,
  duration: String(e.duration),
  caloriesBurned: String(Math.round(e.caloriesBurned)),
  description: e.description ?? '',
});

const WHOLE = /^\d+$/;
const NUMBER = /^\d+(\.\d+)?$/;

/** What is wrong with each field, in words, the API's limits; empty when the form can be saved. */
export function formErrors(f: ExerciseEditForm): Partial<Record<keyof ExerciseEditForm, string>> {
  const errors: Partial<Record<keyof ExerciseEditForm, string>> = {};
  if (!f.name.trim()) errors.name = tUi('Please enter a name.');
  else if (f.name.trim().length > LIMITS.nameChars)
    errors.name = tUi('At most {{count}} characters.', {
      defaultValue_one: 'At most {{count}} character.',
      count: LIMITS.nameChars,
    });
  const minutes = Number(f.duration.trim());
  if (!WHOLE.test(f.duration.trim()) || minutes < LIMITS.minDurationMinutes || minutes > LIMITS.maxDurationMinutes)
    errors.duration = tUi('Whole minutes, {{min}} to {{max}}.', {
      min: LIMITS.minDurationMinutes,
      max: LIMITS.maxDurationMinutes,
    });
  const kcal = Number(f.caloriesBurned.trim());
  if (!NUMBER.test(f.caloriesBurned.trim()) || kcal > LIMITS.maxCalories)
    errors.caloriesBurned = tUi('A number from 0 to {{max}}.', { max: LIMITS.maxCalories });
  if (f.description.length > LIMITS.descriptionChars)
    errors.description = tUi('At most {{count}} characters.', {
      defaultValue_one: 'At most {{count}} character.',
      count: LIMITS.descriptionChars,
    });
  return errors;
}

/** The fields that differ from the entry, as the PATCH body; null when nothing changed. */
export function formChanges(e: ExerciseEntry, f: ExerciseEditForm): UpdateExerciseEntryRequest | null {
  const next = {
    name: f.name.trim(),
    duration: Number(f.duration.trim()),
    caloriesBurned: Number(f.caloriesBurned.trim()),
    description: f.description.trim() || null,
  };
  const changes: UpdateExerciseEntryRequest = {};
  if (next.name !== e.name) changes.name = next.name;
  if (next.duration !== e.duration) changes.duration = next.duration;
  if (next.caloriesBurned !== Math.round(e.caloriesBurned)) changes.caloriesBurned = next.caloriesBurned;
  if (next.description !== e.description) changes.description = next.description;
  return Object.keys(changes).length ? changes : null;
}
