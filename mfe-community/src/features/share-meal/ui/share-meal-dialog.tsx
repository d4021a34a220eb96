import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
  LoadFailed,
  mealTypeLabel,
} from '@chairside/ui';
import type { FoodEntry } from '@chairside/contracts/web';
import { useT } from '../../../shared/i18n';
import { useListMealsToShareQuery } from '../api/list-meals-to-share-api';
import { sharedMealText } from '../model/shared-meal-text';
import { utcDay } from '../model/utc-day';

/**
 * Today's meals (the UTC day, as the API counts days); picking one hands it to the composer with the
 * message that shares it.
 */
export function ShareMealDialog({
  onClose,
  onPick,
}: {
  onClose: () => void;
  onPick: (meal: FoodEntry, message: string) => void;
}) {
  const t = useT();
  const { data: meals, isError, refetch } = useListMealsToShareQuery(utcDay(new Date()));
  let body;
  if (isError) body = <LoadFailed onRetry={refetch}>{t('Your meals could not be loaded.')}</LoadFailed>;
  else if (!meals)
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t("Loading today's meals...")}</Typography>
      </Box>
    );
  else if (meals.length === 0)
    body = (
      <Box sx={{ py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('No meals logged today')}</Typography>
        <Typography color="text.secondary">
          {t('Log some food entries first to share them with the community.')}
        </Typography>
      </Box>
    );
  else
    body = (
      <List disablePadding>
        {meals.map((m) => (
          <ListItem key={m.id} disablePadding>
            <ListItemButton onClick={() => onPick(m, sharedMealText(m))} sx={{ borderRadius: 2 }}>
              <ListItemText
                primary={m.foodName}
                secondary={t('{{meal}} · {{calories}} kcal · P {{protein}} g · C {{carbs}} g · F {{fat}} g', {
                  meal: mealTypeLabel(m.mealType),
                  calories: Math.round(m.calories),
                  protein: Math.round(m.protein),
                  carbs: Math.round(m.carbs),
                  fat: Math.round(m.fat),
                })}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="share-meal-title">
      <DialogTitle id="share-meal-title">{t('Share a Meal')}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
