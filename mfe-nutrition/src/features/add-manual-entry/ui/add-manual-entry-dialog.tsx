import { todayQuery } from '@chairside/api-client';
import { MEAL_TYPES } from '@chairside/contracts';
import { DELAYS_MS, type FoodEntry, type FoodSearchResult, type MealType } from '@chairside/contracts/web';
import type { PortionNutrition } from '../../../entities/food-search';
import {
  mealTypeLabel,
  useCallFailed,
  useToast,
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@chairside/ui';
import { MenuItem, TextField } from '@chairside/ui/forms';
import { useEffect, useRef, useState } from 'react';
import { useCreateFoodEntryMutation, addedToMeal } from '../../../entities/food-entry';
import { useUpdateFoodEntryMutation } from '../api/update-food-entry-api';
import {
  canSave,
  checkManualEntry,
  EMPTY_FORM,
  formFromEntry,
  manualFieldErrors,
  type ManualEntryCheck,
  type ManualEntryForm,
} from '../model/manual-entry-form';
import { portionFood, renamedWithOldValues, timeOfDay, type Portion } from '../model/entry-edit';
import { amountText } from '../../../shared/lib/amount';
import { useT } from '../../../shared/i18n';
import { AmountField } from '../../../shared/ui/amount-field';
import { MoreNutrientsFields } from '../../../shared/ui/more-nutrients-fields';
import { FoodNameSearch } from './food-name-search';
import { LastLogged, PortionPicker } from './picked-food';

type ManualEntryBody = Extract<ManualEntryCheck, { ok: true }>['body'];

export interface AddManualEntryProps {
  open: boolean;
  onClose: () => void;
  /** Editing a logged entry: the form starts filled and Save sends the changes (PATCH). */
  entry?: FoodEntry;
  /** A past day of the diary: the entry is logged on it; today when absent. */
  day?: { date: string; tz: string };
  /** A product whose barcode lookup found nothing: the entry carries the code, so the next lookup finds this food. */
  barcode?: string;
  /** The meal a new entry starts in (a diary meal's own Add); lunch when absent. */
  mealType?: MealType;
}

export function AddManualEntryDialog({ open, onClose, entry, day, barcode, mealType }: AddManualEntryProps) {
  // Edit shows what Add asks: the entry's portion (amount and unit) and its time of day too.
  const [startTime] = useState(() => (entry ? timeOfDay(entry.createdAt, (day ?? todayQuery()).tz) : ''));
  const [form, setForm] = useState<ManualEntryForm>(() =>
    entry ? { ...formFromEntry(entry), time: startTime } : mealType ? { ...EMPTY_FORM, mealType } : EMPTY_FORM,
  );
  const [saved, setSaved] = useState(false);
  const [entryFood] = useState(() => (entry ? portionFood(entry) : null));
  const [picked, setPicked] = useState<FoodSearchResult | null>(entryFood);
  const [portion, setPortion] = useState<Portion | null>(null);
  const t = useT();
  const [createFoodEntry, creating] = useCreateFoodEntryMutation();
  const [updateFoodEntry, updating] = useUpdateFoodEntryMutation();
  const isLoading = creating.isLoading || updating.isLoading;
  const { toast } = useToast();
  // The manual dialog sends a signed-out user to /api/login.
  const failed = useCallFailed('/api/login');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const setValue = (key: keyof ManualEntryForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const set = (key: keyof ManualEntryForm) => (e: { target: { value: string } }) => setValue(key)(e.target.value);

  const fill = (v: PortionNutrition) =>
    setForm((f) => ({
      ...f,
      calories: String(v.calories),
      protein: String(v.protein),
      carbs: String(v.carbs),
      fat: String(v.fat),
      sugars: amountText(v.sugars),
      fibre: amountText(v.fibre),
      saturatedFat: amountText(v.saturatedFat),
      sodium: amountText(v.sodium),
    }));

  function pickFood(food: FoodSearchResult) {
    setPicked(food);
    if (!food.per100g) setPortion(null);
    setForm((f) => ({ ...f, foodName: food.name }));
    // A reference food is filled by its portion; a food logged before, as it was last time.
    if (!food.per100g && food.lastLogged) {
      fill(food.lastLogged);
      // A meal's own Add keeps its meal; otherwise the food goes where it went last time.
      setForm((f) => ({ ...f, mealType: mealType ?? food.lastLogged!.mealType }));
    }
  }

  async function logAgain(food: FoodSearchResult) {
    const last = food.lastLogged;
    if (!last) return;
    const { calories, protein, carbs, fat, sugars, fibre, saturatedFat, sodium } = last;
    const meal = mealType ?? last.mealType;
    const result = await createFoodEntry({
      foodName: food.name,
      mealType: meal,
      calories,
      protein,
      carbs,
      fat,
      sugars,
      fibre,
      saturatedFat,
      sodium,
      analysisMethod: 'manual',
      ...day,
    });
    if ('error' in result)
      return failed(result.error, {
        title: t('Save Failed'),
        description: t('Failed to save food entry. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: t('Food Logged'), description: addedToMeal(meal, food.name, calories) });
    close();
  }

  function close() {
    clearTimeout(closeTimer.current);
    setForm(EMPTY_FORM);
    setSaved(false);
    onClose();
  }

  async function save() {
    const check = checkManualEntry(form);
    // Each field says what is wrong under it and Save stays disabled meanwhile (canSave).
    if (!check.ok) return;
    if (entry) return saveChanges(entry.id, check.body);
    // A time of day is local to the browser's zone, so it travels with the day and zone it belongs to.
    const when = day ?? (check.body.time ? todayQuery() : undefined);
    const body = portion ? { ...check.body, portionAmount: portion.amount, portionUnit: portion.unit } : check.body;
    const result = await createFoodEntry({ ...(when ? { ...body, ...when } : body), barcode });
    // What the user typed stays in the form, so Save can simply be pressed again.
    if ('error' in result)
      return failed(result.error, {
        title: t('Save Failed'),
        description: t('Failed to save food entry. Please try again.'),
        variant: 'destructive',
      });
    setSaved(true);
    closeTimer.current = setTimeout(close, DELAYS_MS.manualSuccess);
  }

  async function saveChanges(id: string, body: ManualEntryBody) {
    const { foodName, mealType, calories, protein, carbs, fat, sugars, fibre, saturatedFat, sodium, time } = body;
    // A new time moves the entry on the diary's day; an unchanged one leaves it where it is, to the second.
    const move = time && time !== startTime ? { time, ...(day ?? todayQuery()) } : {};
    const result = await updateFoodEntry({
      id,
      changes: {
        foodName,
        mealType,
        calories,
        protein,
        carbs,
        fat,
        sugars,
        fibre,
        saturatedFat,
        sodium,
        portionAmount: portion?.amount ?? null,
        portionUnit: portion?.unit ?? null,
        ...move,
      },
    });
    if ('error' in result)
      return failed(result.error, {
        title: t('Update Failed'),
        description: t('Failed to update food entry. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: t('Entry Updated'), description: t('{{food}}: {{calories}} kcal.', { food: foodName, calories }) });
    close();
  }

  const errors = manualFieldErrors(form);
  const title = entry ? t('Edit Entry') : t('Add Manual Entry');
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-manual-entry-title">
      <DialogTitle id="add-manual-entry-title">{title}</DialogTitle>
      <DialogContent>
        {saved ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            <AlertTitle>{t('Food Entry Saved!')}</AlertTitle>
            {t('Your meal has been added to your diary.')}
          </Alert>
        ) : (
          <Stack
            spacing={2}
            sx={{ mt: 1 }}
            component="form"
            id="add-manual-entry-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (canSave(form) && !isLoading) void save();
            }}
          >
            {barcode ? (
              <Alert severity="info">
                {t('Barcode {{barcode}}: saving remembers this food for it, so your next scan of it finds it.', {
                  barcode,
                })}
              </Alert>
            ) : null}
            <FoodNameSearch
              value={form.foodName}
              onChange={(foodName) => {
                setForm((f) => ({ ...f, foodName }));
                setPicked(null);
                setPortion(null);
              }}
              onPick={pickFood}
              error={errors.foodName}
            />
            {entry && !picked && renamedWithOldValues(form, entry) ? (
              <Alert severity="info" variant="outlined">
                {t(
                  'Calories and macros are still those of {{food}}. Pick the food from the list, or correct them below.',
                  {
                    food: entry.foodName,
                  },
                )}
              </Alert>
            ) : null}
            {picked?.per100g ? (
              <PortionPicker
                key={`${picked.source}-${picked.name}`}
                food={picked}
                initial={picked === entryFood ? entryPortion(entry) : undefined}
                onValues={fill}
                onPortion={setPortion}
              />
            ) : picked ? (
              <LastLogged food={picked} busy={isLoading} onLogAgain={() => void logAgain(picked)} />
            ) : null}
            <TextField
              id="manual-meal-type"
              select
              label={t('Meal Type')}
              value={form.mealType}
              onChange={set('mealType')}
              fullWidth
            >
              {MEAL_TYPES.map((m) => (
                <MenuItem key={m} value={m}>
                  {mealTypeLabel(m)}
                </MenuItem>
              ))}
            </TextField>
            <AmountField
              id="manual-calories"
              label={t('Calories *')}
              value={form.calories}
              onChange={setValue('calories')}
              error={errors.calories}
              step={1}
            />
            {/* Two a row on a phone, three on a wider dialog: three in a row cut 'Protein (g)' short at 390 px. */}
            <Stack
              useFlexGap
              spacing={1}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              <AmountField
                id="manual-protein"
                label={t('Protein (g)')}
                value={form.protein}
                onChange={setValue('protein')}
                error={errors.protein}
                step={0.1}
              />
              <AmountField
                id="manual-carbs"
                label={t('Carbs (g)')}
                value={form.carbs}
                onChange={setValue('carbs')}
                error={errors.carbs}
                step={0.1}
              />
              <AmountField
                id="manual-fat"
                label={t('Fat (g)')}
                value={form.fat}
                onChange={setValue('fat')}
                error={errors.fat}
                step={0.1}
              />
            </Stack>
            {/* One above the other on a phone, where 'Time eaten (optional)' would be cut short. */}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 1 }} sx={{ alignItems: 'flex-start' }}>
              <AmountField
                id="manual-sugars"
                label={t('Sugars (g)')}
                value={form.sugars}
                onChange={setValue('sugars')}
                error={errors.sugars}
                step={0.1}
              />
              <TextField
                id="manual-time"
                label={entry ? t('Time eaten') : t('Time eaten (optional)')}
                type="time"
                value={form.time}
                onChange={set('time')}
                // A past day without a time sits at its meal's usual hour (the API places it).
                helperText={entry ? t('Blank keeps it') : day ? t("Blank is the meal's usual hour") : t('Blank is now')}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Stack>
            <MoreNutrientsFields idPrefix="manual" value={form} errors={errors} onChange={(k, v) => setValue(k)(v)} />
          </Stack>
        )}
      </DialogContent>
      {saved ? null : (
        <DialogActions>
          <Button onClick={close}>{t('Cancel')}</Button>
          <Button type="submit" form="add-manual-entry-form" variant="contained" disabled={!canSave(form) || isLoading}>
            {isLoading ? t('Saving...') : entry ? t('Save Changes') : t('Save Entry')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

/** The portion an entry was logged with, which the picker starts at. */
const entryPortion = (e: FoodEntry | undefined): Portion | undefined =>
  e?.portionAmount != null && e.portionUnit ? { amount: e.portionAmount, unit: e.portionUnit } : undefined;
