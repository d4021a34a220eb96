import type { OwnFood, Recipe } from '@chairside/contracts/web';
import {
  useCallFailed,
  useToast,
  Box,
  Button,
  DialogActions,
  DialogContent,
  List,
  ListItem,
  LoadFailed,
  Typography,
} from '@chairside/ui';
import { useId, type ReactNode } from 'react';
import {
  useDeleteOwnFoodMutation,
  useDeleteRecipeMutation,
  useListOwnFoodsQuery,
  useListRecipesQuery,
} from '../api/my-foods-api';
import type { MyFoodsViewAction, PendingDelete } from '../model/my-foods-view';
import { t, useT } from '../../../shared/i18n';
import { nutrientLine } from '../model/nutrient-line';

/** What one serving of an own food holds (or 100 g, without a serving). */
function ownFoodLine(f: OwnFood): string {
  if (f.serving && f.perServing)
    return t('1 {{serving}} ({{grams}} g): {{values}}', {
      serving: f.serving.name,
      grams: f.serving.grams,
      values: nutrientLine(f.perServing),
    });
  return `100 g: ${nutrientLine(f.per100g)}`;
}

/** Both lists with their New buttons; Delete asks once, in the row. */
export function MyFoodsLists({
  confirm,
  dispatch,
  onClose,
}: {
  confirm: PendingDelete | null;
  dispatch: (a: MyFoodsViewAction) => void;
  onClose: () => void;
}) {
  const t = useT();
  const foods = useListOwnFoodsQuery();
  const recipes = useListRecipesQuery();
  const [deleteFood, deletingFood] = useDeleteOwnFoodMutation();
  const [deleteRecipe, deletingRecipe] = useDeleteRecipeMutation();
  const { toast } = useToast();
  const failed = useCallFailed();

  async function remove(p: PendingDelete) {
    const result = await (p.kind === 'food' ? deleteFood(p.id) : deleteRecipe(p.id));
    dispatch({ type: 'keep' });
    if ('error' in result)
      return failed(result.error, {
        title: t('Delete Failed'),
        description: t('{{name}} could not be deleted. Please try again.', { name: p.name }),
        variant: 'destructive',
      });
    toast({
      title: t('Deleted {{name}}', { name: p.name }),
      description: t('What you logged from it stays in your diary.'),
    });
  }

  const row = (kind: PendingDelete['kind'], id: string, name: string, line: string, onEdit: () => void) => (
    <ListItem key={id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {line}
        </Typography>
      </Box>
      {confirm?.id === id ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" role="alert">
            {t('Delete {{name}}?', { name })}
          </Typography>
          <Button
            size="small"
            color="error"
            variant="contained"
            disabled={deletingFood.isLoading || deletingRecipe.isLoading}
            onClick={() => void remove(confirm)}
          >
            {t('Delete')}
          </Button>
          <Button size="small" onClick={() => dispatch({ type: 'keep' })}>
            {t('Keep')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button size="small" aria-label={t('Edit {{name}}', { name })} onClick={onEdit}>
            {t('Edit')}
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={t('Delete {{name}}', { name })}
            onClick={() => dispatch({ type: 'ask-delete', pending: { kind, id, name } })}
          >
            {t('Delete')}
          </Button>
        </Box>
      )}
    </ListItem>
  );

  return (
    <>
      <DialogContent>
        <Section
          title={t('My foods')}
          newLabel={t('New food')}
          onNew={() => dispatch({ type: 'new-food' })}
          query={foods}
          failed={t('Your foods could not be loaded.')}
          empty={t('No foods of your own yet. Add one from its label, per serving or per 100 g.')}
        >
          {(foods.data ?? []).map((f) =>
            row('food', f.id, f.brand ? `${f.name} (${f.brand})` : f.name, ownFoodLine(f), () =>
              dispatch({ type: 'edit-food', food: f }),
            ),
          )}
        </Section>
        <Section
          title={t('My recipes')}
          newLabel={t('New recipe')}
          onNew={() => dispatch({ type: 'new-recipe' })}
          query={recipes}
          failed={t('Your recipes could not be loaded.')}
          empty={t('No recipes yet. Build one from foods you search for, and log it by the serving.')}
        >
          {(recipes.data ?? []).map((r: Recipe) =>
            row(
              'recipe',
              r.id,
              r.name,
              t('{{count}} servings, each {{values}}', {
                defaultValue_one: '{{count}} serving, each {{values}}',
                count: r.servings,
                values: nutrientLine(r.perServing),
              }),
              () => dispatch({ type: 'edit-recipe', recipe: r }),
            ),
          )}
        </Section>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('Log them from Add Food: search by name, and they come first, under My foods.')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </>
  );
}

/** One list: its heading and New button, then its rows, a sentence when empty, or the failure with Retry. */
function Section({
  title,
  newLabel,
  onNew,
  query,
  failed,
  empty,
  children,
}: {
  title: string;
  newLabel: string;
  onNew: () => void;
  query: { isLoading: boolean; isError: boolean; data?: unknown[]; refetch: () => unknown };
  failed: string;
  empty: string;
  children: ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        <Button size="small" variant="outlined" onClick={onNew}>
          {newLabel}
        </Button>
      </Box>
      {query.isLoading ? (
        <Typography color="text.secondary">{t('Loading...')}</Typography>
      ) : query.isError ? (
        <LoadFailed onRetry={query.refetch}>{failed}</LoadFailed>
      ) : query.data?.length ? (
        <List dense disablePadding>
          {children}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {empty}
        </Typography>
      )}
    </Box>
  );
}
