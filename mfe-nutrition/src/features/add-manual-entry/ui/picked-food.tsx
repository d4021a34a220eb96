import type { FoodSearchResult, MealType } from '@chairside/contracts/web';
import { formatAmount, Box, Button, Stack, Typography } from '@chairside/ui';
import { MenuItem, TextField } from '@chairside/ui/forms';
import { useEffect, useRef, useState } from 'react';
import { portionNutrition, type PortionNutrition } from '../../../entities/food-search';
import { t, useT } from '../../../shared/i18n';
import { fieldError } from '../../../shared/lib/amount';
import type { Portion } from '../model/entry-edit';

// Grams are first in the list; a countable unit (piece, slice…) is what people usually mean.
const firstPortion = (food: FoodSearchResult) => {
  const unit = food.portions.find((p) => p.unit !== 'g') ?? food.portions[0];
  return { unit: unit?.unit ?? 'g', amount: unit && unit.unit !== 'g' ? '1' : '100' };
};

/**
 * Amount and unit of a reference food (or of a logged entry's portion); every change refills the
 * form's calories and macros. `initial` is the portion an entry was logged with: its values stay as
 * stored until the amount or unit changes.
 */
export function PortionPicker({
  food,
  initial,
  onValues,
  onPortion,
}: {
  food: FoodSearchResult;
  initial?: Portion;
  onValues: (v: PortionNutrition) => void;
  onPortion: (p: Portion | null) => void;
}) {
  const t = useT();
  const [{ unit, amount }, setPortion] = useState(() =>
    initial ? { unit: initial.unit, amount: String(initial.amount) } : firstPortion(food),
  );
  const grams = food.portions.find((p) => p.unit === unit)?.grams ?? 1;
  const n = Number.parseFloat(amount);
  const error = fieldError(amount);
  const keepStored = useRef(Boolean(initial));
  useEffect(() => {
    onPortion(Number.isFinite(n) && n > 0 ? { amount: n, unit } : null);
    if (keepStored.current) {
      keepStored.current = false;
      return;
    }
    if (food.per100g && Number.isFinite(n) && n >= 0) onValues(portionNutrition(food.per100g, grams, n));
    // onValues is a new function each render; the portion alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [food, grams, n, unit]);
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        id="manual-amount"
        label={t('Amount')}
        type="number"
        value={amount}
        onChange={(e) => setPortion({ unit, amount: e.target.value })}
        error={error !== null}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
        fullWidth
      />
      <TextField
        id="manual-unit"
        select
        label={t('Unit')}
        value={unit}
        onChange={(e) => setPortion({ amount, unit: e.target.value })}
        fullWidth
      >
        {food.portions.map((p) => (
          <MenuItem key={p.unit} value={p.unit}>
            {/* A logged entry's own unit has no known weight: its name alone. */}
            {p.unit === 'g' || food.source === 'recent' || food.source === 'scanned'
              ? p.unit
              : `${p.unit} (${formatAmount(p.grams)} g)`}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** 'Last time: 250 kcal, lunch': a whole sentence per meal, as languages word the meal in it differently. */
function lastTime(meal: MealType, calories: string) {
  switch (meal) {
    case 'breakfast':
      return t('Last time: {{calories}} kcal, breakfast', { calories });
    case 'lunch':
      return t('Last time: {{calories}} kcal, lunch', { calories });
    case 'dinner':
      return t('Last time: {{calories}} kcal, dinner', { calories });
    case 'snack':
      return t('Last time: {{calories}} kcal, snack', { calories });
  }
}

/** A food the user logged or scanned before: what it was last time, and 'Log again' in one step. */
export function LastLogged({
  food,
  busy,
  onLogAgain,
}: {
  food: FoodSearchResult;
  busy: boolean;
  onLogAgain: () => void;
}) {
  const t = useT();
  const last = food.lastLogged;
  if (!last) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {lastTime(last.mealType, formatAmount(last.calories))}
      </Typography>
      <Button size="small" variant="outlined" disabled={busy} onClick={onLogAgain}>
        {t('Log again')}
      </Button>
    </Box>
  );
}
