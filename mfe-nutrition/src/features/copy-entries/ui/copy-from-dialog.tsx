import type { MealType } from '@chairside/contracts/web';
import {
  formatAmount,
  mealTypeLabel,
  useToast,
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  LoadFailed,
  Stack,
  Typography,
} from '@chairside/ui';
import { useId, useState } from 'react';
import { useListTodaysFoodEntriesQuery } from '../../../entities/food-entry';
import { useToday } from '../../../shared/lib/use-today';
import { useCopyFoodEntriesMutation } from '../api/copy-entries-api';
import { dayOptions, defaultCopySource } from '../../../shared/lib/target-days';
import { DayField, MealField } from '../../../shared/ui/place-fields';
import { usePlaceCall } from '../../../shared/lib/use-place-call';
import { useT } from '../../../shared/i18n';

export interface CopyFromProps {
  /** The meal and day the copies go into. */
  meal: MealType;
  date: string;
  dayLabel: string;
  onClose: () => void;
}

/** "Yesterday's breakfast again": pick a day (and meal) to copy from into this meal. */
export function CopyFromDialog({ meal, date, dayLabel, onClose }: CopyFromProps) {
  const t = useT();
  const titleId = useId();
  const today = useToday();
  const days = dayOptions(today.date).filter((d) => d.date !== date);
  const [from, setFrom] = useState(() => defaultCopySource(date, today.date));
  const [fromMeal, setFromMeal] = useState<MealType | ''>(meal);
  const source = useListTodaysFoodEntriesQuery({ date: from, tz: today.tz });
  // In the order they were eaten (the day's list comes newest first), as the diary shows them.
  const entries = (source.data ?? [])
    .filter((e) => e.mealType === fromMeal)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const [copy, { isLoading }] = useCopyFoodEntriesMutation();
  const { toast } = useToast();
  const { refusal, clearRefusal, onError } = usePlaceCall(t('Copy Failed'));
  const into = t('{{meal}} of {{day}}', { meal: mealTypeLabel(meal), day: dayLabel });
  const fromLabel = days.find((d) => d.date === from)?.label ?? from;

  async function submit() {
    clearRefusal();
    const result = await copy({ entryIds: entries.map((e) => e.id), date, tz: today.tz, mealType: meal });
    if ('error' in result) return onError(result.error);
    toast({
      title: t('Copied'),
      description: t('{{count}} entries copied into {{place}}.', {
        defaultValue_one: '{{count}} entry copied into {{place}}.',
        count: entries.length,
        place: into,
      }),
    });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Copy into {{place}}', { place: into })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <DayField id="copy-from-day" label={t('Copy from')} days={days} value={from} onChange={setFrom} />
          <MealField id="copy-from-meal" label={t('Meal')} value={fromMeal} onChange={setFromMeal} />
          {source.isError ? (
            <LoadFailed onRetry={source.refetch}>
              {t('The entries of {{day}} could not be loaded.', { day: fromLabel })}
            </LoadFailed>
          ) : source.isFetching && !source.data ? (
            <Typography color="text.secondary">{t('Loading...')}</Typography>
          ) : entries.length === 0 ? (
            <Typography color="text.secondary">
              {fromMeal
                ? t('Nothing logged for {{meal}} on {{day}}.', { meal: mealTypeLabel(fromMeal), day: fromLabel })
                : t('Nothing logged for this meal on {{day}}.', { day: fromLabel })}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={t('Entries to copy from {{day}}', { day: fromLabel })}>
              {entries.map((e) => (
                <ListItem key={e.id} disableGutters>
                  <ListItemText
                    primary={e.foodName}
                    secondary={`${formatAmount(e.calories)} kcal`}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={isLoading || entries.length === 0} onClick={() => void submit()}>
          {isLoading
            ? t('Copying...')
            : entries.length
              ? t('Copy {{count}} entries', { defaultValue_one: 'Copy {{count}} entry', count: entries.length })
              : t('Copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
