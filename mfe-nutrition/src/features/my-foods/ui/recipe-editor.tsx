import type { Recipe } from '@chairside/contracts/web';
import {
  formatAmount,
  useToast,
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  IconButton,
  CloseIcon,
  Stack,
  Typography,
} from '@chairside/ui';
import { MenuItem, TextField } from '@chairside/ui/forms';
import { useId, useReducer, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { usePlaceCall } from '../../../shared/lib/use-place-call';
import { AmountField } from '../../../shared/ui/amount-field';
import { useSaveRecipeMutation } from '../api/my-foods-api';
import { nutrientLine } from '../model/nutrient-line';
import { REFUSED } from '../model/save-refusals';
import { checkRecipe, EMPTY_RECIPE, formFromRecipe, recipeReducer, servingPreview } from '../model/recipe-form';
import { IngredientSearch } from './ingredient-search';

/** A recipe: a name, ingredients picked from food search with their amounts, and how many servings it makes. */
export function RecipeEditor({ recipe, onDone }: { recipe: Recipe | null; onDone: () => void }) {
  const t = useT();
  const formId = useId();
  const ingredientsId = useId();
  const [form, dispatch] = useReducer(recipeReducer, recipe, (r) => (r ? formFromRecipe(r) : EMPTY_RECIPE));
  // Messages show from the first Save on, so a new recipe does not open full of them.
  const [tried, setTried] = useState(false);
  const { refusal: refused, onError } = usePlaceCall(t('Save Failed'), {
    description: t('Your recipe could not be saved. Please try again.'),
    beside: REFUSED,
  });
  const [save, saving] = useSaveRecipeMutation();
  const { toast } = useToast();

  const check = checkRecipe(form);
  const errors = tried && !check.ok ? check.errors : { amounts: {} as Record<number, string> };
  const serving = servingPreview(form);

  async function submit() {
    setTried(true);
    if (!check.ok) return;
    const result = await save({ id: recipe?.id, body: check.body });
    if ('error' in result) return onError(result.error);
    toast({
      title: recipe ? t('Recipe Updated') : t('Recipe Saved'),
      description: t('{{name}}: {{kcal}} kcal a serving.', {
        name: result.data.name,
        kcal: formatAmount(result.data.perServing.calories),
      }),
    });
    onDone();
  }

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
          <Stack direction="row" spacing={1}>
            <TextField
              id="recipe-name"
              label={t('Recipe name *')}
              value={form.name}
              onChange={(e) => dispatch({ type: 'name', value: e.target.value })}
              error={!!errors.name}
              helperText={errors.name}
              autoFocus
              fullWidth
            />
            <Box sx={{ width: '9rem', flexShrink: 0 }}>
              <AmountField
                id="recipe-servings"
                label={t('Servings *')}
                value={form.servings}
                onChange={(value) => dispatch({ type: 'servings', value })}
                error={errors.servings}
                step={1}
              />
            </Box>
          </Stack>
          <Box component="section" aria-labelledby={ingredientsId}>
            <Typography id={ingredientsId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              {t('Ingredients ({{number}})', { number: form.ingredients.length })}
            </Typography>
            {errors.ingredients ? (
              <Alert severity="error" sx={{ mb: 1 }}>
                {errors.ingredients}
              </Alert>
            ) : null}
            {form.ingredients.length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('None yet. Find each food below and add it, then give its amount.')}
              </Typography>
            ) : (
              <Stack spacing={1.5} sx={{ mb: 2 }}>
                {form.ingredients.map((i) => (
                  <Box key={i.key} role="group" aria-label={i.foodName}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
                        {i.foodName}
                      </Typography>
                      <IconButton
                        size="small"
                        aria-label={t('Remove {{food}}', { food: i.foodName })}
                        onClick={() => dispatch({ type: 'remove', key: i.key })}
                      >
                        <CloseIcon fontSize="small" aria-hidden="true" />
                      </IconButton>
                    </Box>
                    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                      <AmountField
                        id={`recipe-amount-${i.key}`}
                        label={t('Amount of {{food}}', { food: i.foodName })}
                        value={i.amount}
                        onChange={(value) => dispatch({ type: 'amount', key: i.key, value })}
                        error={errors.amounts[i.key]}
                        step={0.5}
                      />
                      <TextField
                        id={`recipe-unit-${i.key}`}
                        select
                        label={t('Unit')}
                        value={i.unit}
                        onChange={(e) => dispatch({ type: 'unit', key: i.key, value: e.target.value })}
                        fullWidth
                      >
                        {i.portions.map((p) => (
                          <MenuItem key={p.unit} value={p.unit}>
                            {p.unit === 'g' ? 'g' : `${p.unit} (${formatAmount(p.grams)} g)`}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Stack>
                  </Box>
                ))}
              </Stack>
            )}
            <IngredientSearch onAdd={(food) => dispatch({ type: 'add', food })} />
          </Box>
          <Typography aria-live="polite" sx={{ fontWeight: 500 }}>
            {serving
              ? t('One serving: {{values}}', { values: nutrientLine(serving) })
              : t('One serving is the ingredients added up, divided by the servings.')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t('Back')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={saving.isLoading}>
          {saving.isLoading ? t('Saving...') : t('Save Recipe')}
        </Button>
      </DialogActions>
    </>
  );
}
