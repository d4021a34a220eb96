import type { OwnFood } from '@chairside/contracts/web';
import { useToast, Alert, Box, Button, DialogActions, DialogContent, Stack, Typography } from '@chairside/ui';
import { FormControlLabel, Radio, RadioGroup, TextField } from '@chairside/ui/forms';
import { useId, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { usePlaceCall } from '../../../shared/lib/use-place-call';
import { AmountField } from '../../../shared/ui/amount-field';
import { useSaveOwnFoodMutation } from '../api/my-foods-api';
import { nutrientLine } from '../model/nutrient-line';
import { REFUSED } from '../model/save-refusals';
import { checkOwnFood, EMPTY_OWN_FOOD, formFromOwnFood, otherBasis, type OwnFoodField } from '../model/own-food-form';

// Two a row: 'Saturated fat (g)' needs the room, at 390 px and in the dialog's widest 600 px alike.
const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' };

/** A food of the member's own, typed from its label: per serving or per 100 g, the other shown as it follows. */
export function OwnFoodEditor({ food, onDone }: { food: OwnFood | null; onDone: () => void }) {
  const t = useT();
  const formId = useId();
  const basisId = useId();
  const [form, setForm] = useState(() => (food ? formFromOwnFood(food) : EMPTY_OWN_FOOD));
  // Messages show from the first Save on, so an empty form does not open full of them.
  const [tried, setTried] = useState(false);
  // A value the API refuses, or the hourly limit: its own words, beside the fields.
  const { refusal: refused, onError } = usePlaceCall(t('Save Failed'), {
    description: t('Your food could not be saved. Please try again.'),
    beside: REFUSED,
  });
  const [save, saving] = useSaveOwnFoodMutation();
  const { toast } = useToast();

  const check = checkOwnFood(form);
  const errors = tried && !check.ok ? check.errors : {};
  const set = (key: OwnFoodField) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const other = otherBasis(form);
  const perServing = form.valuesPer === 'serving';

  async function submit() {
    setTried(true);
    if (!check.ok) return;
    const result = await save({ id: food?.id, body: check.body });
    if ('error' in result) return onError(result.error);
    toast({
      title: food ? t('Food Updated') : t('Food Saved'),
      description: t('{{name}} is in your foods.', { name: result.data.name }),
    });
    onDone();
  }

  const amount = (key: OwnFoodField, label: string, step = 0.1) => (
    <AmountField
      id={`own-food-${key}`}
      label={label}
      value={form[key]}
      onChange={set(key)}
      error={errors[key]}
      step={step}
    />
  );

  return (
    <>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ mt: 1 }}
          component="form"
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!saving.isLoading) void submit();
          }}
        >
          {refused ? <Alert severity="error">{refused}</Alert> : null}
          <TextField
            id="own-food-name"
            label={t('Name *')}
            value={form.name}
            onChange={(e) => set('name')(e.target.value)}
            error={!!errors.name}
            helperText={errors.name}
            autoFocus
            fullWidth
          />
          <TextField
            id="own-food-brand"
            label={t('Brand (optional)')}
            value={form.brand}
            onChange={(e) => set('brand')(e.target.value)}
            error={!!errors.brand}
            helperText={errors.brand}
            fullWidth
          />
          <Stack direction="row" spacing={1}>
            <TextField
              id="own-food-serving-name"
              label={t('Serving name')}
              placeholder={t('bar, slice, pot')}
              value={form.servingName}
              onChange={(e) => set('servingName')(e.target.value)}
              error={!!errors.servingName}
              helperText={errors.servingName}
              fullWidth
            />
            {amount('servingGrams', t('Serving (g)'), 1)}
          </Stack>
          <Box>
            <Typography id={basisId} variant="body2" color="text.secondary">
              {t('The values below are for')}
            </Typography>
            <RadioGroup
              row
              aria-labelledby={basisId}
              value={form.valuesPer}
              onChange={(e) => setForm((f) => ({ ...f, valuesPer: e.target.value as 'serving' | '100g' }))}
            >
              <FormControlLabel value="serving" control={<Radio />} label={t('One serving')} />
              <FormControlLabel value="100g" control={<Radio />} label={t('100 g')} />
            </RadioGroup>
          </Box>
          <Box sx={grid}>
            {amount('calories', t('Calories *'), 1)}
            {amount('protein', t('Protein (g)'))}
            {amount('carbs', t('Carbs (g)'))}
            {amount('fat', t('Fat (g)'))}
            {amount('sugars', t('Sugars (g)'))}
            {amount('fibre', t('Fibre (g)'))}
            {amount('saturatedFat', t('Saturated fat (g)'))}
            {amount('sodium', t('Sodium (mg)'), 1)}
          </Box>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {other
              ? t('{{basis}}: {{values}}', { basis: other.label, values: nutrientLine(other.values) })
              : perServing
                ? t('Give the serving’s grams, and the values per 100 g follow.')
                : t('Give a serving and its grams to log it by the serving too.')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('Leave a value blank when the label does not give it: it stays unknown rather than 0.')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t('Back')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={saving.isLoading}>
          {saving.isLoading ? t('Saving...') : t('Save Food')}
        </Button>
      </DialogActions>
    </>
  );
}
