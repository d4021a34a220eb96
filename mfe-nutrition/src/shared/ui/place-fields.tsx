import type { MealType } from '@chairside/contracts/web';
import { mealTypeLabel } from '@chairside/ui';
import { MenuItem, TextField } from '@chairside/ui/forms';
import type { DayOption } from '../lib/target-days';

// The contracts' MEAL_TYPES lives beside zod; these dialogs need the order only.
const MEALS: readonly MealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];

/** A day of the diary to pick, by its name ('Today', 'Yesterday', 'Mon 16 Nov'). */
export function DayField({
  id,
  label,
  days,
  value,
  onChange,
}: {
  id: string;
  label: string;
  days: readonly DayOption[];
  value: string;
  onChange: (date: string) => void;
}) {
  return (
    <TextField id={id} select label={label} value={value} onChange={(e) => onChange(e.target.value)} fullWidth>
      {days.map((d) => (
        <MenuItem key={d.date} value={d.date}>
          {d.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A meal to pick; `keep` adds a first choice that leaves each entry in its own meal (''). */
export function MealField({
  id,
  label,
  value,
  onChange,
  keep,
}: {
  id: string;
  label: string;
  value: MealType | '';
  onChange: (meal: MealType | '') => void;
  keep?: string;
}) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as MealType | '')}
      // The keep choice's value is '', which a select shows as blank unless told otherwise.
      slotProps={keep ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
      fullWidth
    >
      {keep ? <MenuItem value="">{keep}</MenuItem> : null}
      {MEALS.map((m) => (
        <MenuItem key={m} value={m}>
          {mealTypeLabel(m)}
        </MenuItem>
      ))}
    </TextField>
  );
}
