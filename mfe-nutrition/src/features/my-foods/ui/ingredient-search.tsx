import { type FoodSearchResult } from '@chairside/contracts/web';
import { offerBrandedSearch } from '@chairside/contracts/web-lazy';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useId, useRef, useState } from 'react';
import { BrandedFoodResults, brandedToFood, useSearchFoodsQuery } from '../../../entities/food-search';
import { t, useT } from '../../../shared/i18n';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { canBeIngredient } from '../model/recipe-form';

const sourceLabel = (f: FoodSearchResult) =>
  f.source === 'own'
    ? t('Your food')
    : f.source === 'recipe'
      ? t('Your recipe')
      : f.source === 'reference'
        ? t('Food database')
        : t('Food you logged');

/**
 * Find a food to put in: the same search as Add Food (the member's own foods and recipes first),
 * each result with its own Add button, and Open Food Facts' branded products on request when few
 * match, as in Add Food. Foods logged only as a whole have no weight to scale and are left out.
 */
export function IngredientSearch({ onAdd }: { onAdd: (food: FoodSearchResult) => void }) {
  const t = useT();
  const resultsId = useId();
  const [text, setText] = useState('');
  // Open Food Facts is asked on a press only (it allows a few searches a minute), for what was typed then.
  const [branded, setBranded] = useState<string | null>(null);
  // After an Add its button is gone with the results: the search field takes the focus back.
  const field = useRef<HTMLInputElement>(null);
  const q = useDebounced(text.trim(), 250);
  const { data = [], isFetching, isError, refetch } = useSearchFoodsQuery({ q, limit: 8 }, { skip: q.length < 2 });
  const results = q.length < 2 ? [] : data.filter(canBeIngredient);
  const settled = q.length >= 2 && q === text.trim() && !isFetching && !isError;
  const add = (food: FoodSearchResult) => {
    onAdd(food);
    setText('');
    setBranded(null);
    field.current?.focus();
  };
  return (
    <Box>
      <TextField
        id="recipe-ingredient-search"
        label={t('Find an ingredient')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        helperText={t("Type at least 2 letters of a food's name")}
        inputRef={field}
        slotProps={{ htmlInput: { 'aria-controls': resultsId } }}
        fullWidth
      />
      <Box id={resultsId} aria-live="polite">
        {q.length < 2 ? null : isError ? (
          <Typography color="error" sx={{ mt: 1 }}>
            {t('The search failed.')}{' '}
            <Button size="small" onClick={() => void refetch()}>
              {t('Retry')}
            </Button>
          </Typography>
        ) : results.length === 0 && !isFetching ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('No food with values per 100 g matches “{{query}}”.', { query: q })}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('Ingredients found')}>
            {results.map((food) => (
              <ListItem
                key={`${food.source}-${food.name}`}
                disableGutters
                divider
                secondaryAction={
                  <Button size="small" aria-label={t('Add {{food}}', { food: food.name })} onClick={() => add(food)}>
                    {t('Add')}
                  </Button>
                }
                sx={{ pr: 8 }}
              >
                <ListItemText primary={food.name} secondary={sourceLabel(food)} sx={{ overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      {settled && offerBrandedSearch(q, data.length) && branded !== q ? (
        <Box sx={{ mt: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setBranded(q)}>
            {t('Search branded foods')}
          </Button>
        </Box>
      ) : null}
      {branded && branded === text.trim() ? (
        <BrandedFoodResults query={branded} onPick={(food) => add(brandedToFood(food))} />
      ) : null}
    </Box>
  );
}
