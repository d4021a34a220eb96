import type { MealType, SavedMeal } from '@chairside/contracts/web';
import {
  mealTypeLabel,
  useToast,
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  LoadFailed,
  Typography,
} from '@chairside/ui';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { usePlaceCall } from '../../../shared/lib/use-place-call';
import { useToday } from '../../../shared/lib/use-today';
import {
  useDeleteSavedMealMutation,
  useListSavedMealsQuery,
  useLogSavedMealMutation,
  useRenameSavedMealMutation,
} from '../api/saved-meals-api';
import { SavedMealRow } from './saved-meal-row';

export interface SavedMealsProps {
  /** The meal and day a saved meal is logged into. */
  meal: MealType;
  date: string;
  dayLabel: string;
  onClose: () => void;
}

/** The member's saved meals: log one into this meal in one step, rename or delete them. */
export function SavedMealsDialog({ meal, date, dayLabel, onClose }: SavedMealsProps) {
  const t = useT();
  const titleId = useId();
  const { tz } = useToday();
  const list = useListSavedMealsQuery();
  const [log, logging] = useLogSavedMealMutation();
  const [rename, renaming] = useRenameSavedMealMutation();
  const [remove, removing] = useDeleteSavedMealMutation();
  const busy = logging.isLoading || renaming.isLoading || removing.isLoading;
  const { toast } = useToast();
  const { refusal, clearRefusal, onError } = usePlaceCall(t('Saved Meals'));
  const into = mealTypeLabel(meal);

  async function logMeal(m: SavedMeal) {
    clearRefusal();
    const result = await log({ id: m.id, date, tz, mealType: meal });
    if ('error' in result) return onError(result.error);
    toast({
      title: t('Meal Logged'),
      description: t('{{name}} added to {{meal}} of {{day}}.', { name: m.name, meal: into, day: dayLabel }),
    });
    onClose();
  }

  async function renameMeal(m: SavedMeal, name: string): Promise<boolean> {
    clearRefusal();
    const result = await rename({ id: m.id, name });
    if ('error' in result) {
      onError(result.error);
      return false;
    }
    return true;
  }

  async function deleteMeal(m: SavedMeal) {
    clearRefusal();
    const result = await remove(m.id);
    if ('error' in result) return onError(result.error);
    toast({
      title: t('Saved Meal Deleted'),
      description: t('{{name}}: the entries you logged from it stay.', { name: m.name }),
    });
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Saved meals for {{meal}} of {{day}}', { meal: into, day: dayLabel })}</DialogTitle>
      <DialogContent>
        {list.isError ? (
          <LoadFailed onRetry={list.refetch}>{t('Your saved meals could not be loaded.')}</LoadFailed>
        ) : list.isLoading ? (
          <Typography color="text.secondary">{t('Loading...')}</Typography>
        ) : !list.data?.length ? (
          <Typography color="text.secondary">
            {t('No saved meals yet. Log a meal, then choose More and Save as meal to log it again in one step.')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('Saved meals')}>
            {list.data.map((m) => (
              <SavedMealRow
                key={m.id}
                meal={m}
                into={into}
                busy={busy}
                onLog={() => void logMeal(m)}
                onRename={(name) => renameMeal(m, name)}
                onDelete={() => void deleteMeal(m)}
              />
            ))}
          </List>
        )}
        {refusal ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
