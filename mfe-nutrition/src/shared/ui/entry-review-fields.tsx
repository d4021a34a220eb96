import { mealTypeLabel, Box, Stack } from '@chairside/ui';
import { MenuItem, TextField } from '@chairside/ui/forms';
import type { MealType } from '@chairside/contracts/web';
import { entryFieldErrors, type EntryReview } from '../lib/entry-review';
import { useT } from '../i18n';
import { AmountField } from './amount-field';
import { MoreNutrientsFields } from './more-nutrients-fields';

// The contracts' MEAL_TYPES sits beside zod; these dialogs do not otherwise need it.
const MEALS: readonly MealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];

/** The editable values of an analysed food (voice, photo, barcode) before it is saved. */
export function EntryReviewFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: EntryReview;
  onChange: (next: EntryReview) => void;
}) {
  const set = (key: keyof EntryReview) => (v: string) => onChange({ ...value, [key]: v });
  const errors = entryFieldErrors(value);
  const t = useT();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          id={`${idPrefix}-name`}
          label={t('Food Name')}
          value={value.foodName}
          onChange={(e) => set('foodName')(e.target.value)}
          error={!!errors.foodName}
          helperText={errors.foodName}
          fullWidth
        />
        <TextField
          id={`${idPrefix}-meal`}
          select
          label={t('Meal Type')}
          value={value.mealType}
          onChange={(e) => set('mealType')(e.target.value)}
          sx={{ minWidth: 140 }}
        >
          {MEALS.map((m) => (
            <MenuItem key={m} value={m}>
              {mealTypeLabel(m)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* Five amounts: two a row on a phone, three on a wider dialog, so every label stays readable. */}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        <AmountField
          id={`${idPrefix}-calories`}
          label={t('Calories')}
          value={value.calories}
          onChange={set('calories')}
          error={errors.calories}
          step={1}
        />
        <AmountField
          id={`${idPrefix}-protein`}
          label={t('Protein (g)')}
          value={value.protein}
          onChange={set('protein')}
          error={errors.protein}
          step={0.1}
        />
        <AmountField
          id={`${idPrefix}-carbs`}
          label={t('Carbs (g)')}
          value={value.carbs}
          onChange={set('carbs')}
          error={errors.carbs}
          step={0.1}
        />
        <AmountField
          id={`${idPrefix}-fat`}
          label={t('Fat (g)')}
          value={value.fat}
          onChange={set('fat')}
          error={errors.fat}
          step={0.1}
        />
        <AmountField
          id={`${idPrefix}-sugars`}
          label={t('Sugars (g)')}
          value={value.sugars}
          onChange={set('sugars')}
          error={errors.sugars}
          step={0.1}
        />
      </Box>
      <MoreNutrientsFields idPrefix={idPrefix} value={value} errors={errors} onChange={(k, v) => set(k)(v)} />
    </Stack>
  );
}
