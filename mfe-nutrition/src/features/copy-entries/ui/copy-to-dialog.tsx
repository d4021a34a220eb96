import type { FoodEntry, MealType } from '@chairside/contracts/web';
import {
  mealTypeLabel,
  useToast,
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@chairside/ui';
import { useId, useState } from 'react';
import { useToday } from '../../../shared/lib/use-today';
import { useCopyFoodEntriesMutation } from '../api/copy-entries-api';
import { dayOptions, defaultCopyTarget } from '../../../shared/lib/target-days';
import { DayField, MealField } from '../../../shared/ui/place-fields';
import { usePlaceCall } from '../../../shared/lib/use-place-call';
import { useT } from '../../../shared/i18n';

export interface CopyToProps {
  /** What is copied: a meal's entries, or the whole day's. */
  entries: readonly FoodEntry[];
  /** The meal copied; absent when it is the whole day. */
  meal?: MealType;
  /** The day they are on, and its name ('Yesterday'). */
  date: string;
  dayLabel: string;
  onClose: () => void;
}

/** Copy a meal, or a whole day, to another day (and, for a meal, into another meal if wished). */
export function CopyToDialog({ entries, meal, date, dayLabel, onClose }: CopyToProps) {
  const t = useT();
  const titleId = useId();
  const today = useToday();
  const days = dayOptions(today.date);
  const [to, setTo] = useState(() => defaultCopyTarget(date, today.date));
  const [intoMeal, setIntoMeal] = useState<MealType | ''>(meal ?? '');
  const [copy, { isLoading }] = useCopyFoodEntriesMutation();
  const { toast } = useToast();
  const { refusal, clearRefusal, onError } = usePlaceCall(t('Copy Failed'));
  const what = meal
    ? t('{{meal}} of {{day}}', { meal: mealTypeLabel(meal), day: dayLabel })
    : t('all meals of {{day}}', { day: dayLabel });
  const toLabel = days.find((d) => d.date === to)?.label ?? to;

  async function submit() {
    clearRefusal();
    const result = await copy({
      entryIds: entries.map((e) => e.id),
      date: to,
      tz: today.tz,
      ...(intoMeal ? { mealType: intoMeal } : {}),
    });
    if ('error' in result) return onError(result.error);
    toast({
      title: t('Copied'),
      description: intoMeal
        ? t('{{count}} entries copied to {{day}}, {{meal}}.', {
            defaultValue_one: '{{count}} entry copied to {{day}}, {{meal}}.',
            count: entries.length,
            day: toLabel,
            meal: mealTypeLabel(intoMeal),
          })
        : t('{{count}} entries copied to {{day}}.', {
            defaultValue_one: '{{count}} entry copied to {{day}}.',
            count: entries.length,
            day: toLabel,
          }),
    });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Copy {{what}}', { what })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography color="text.secondary">
            {t('{{count}} entries, every value and portion as logged; photos stay with the originals.', {
              defaultValue_one: '{{count}} entry, every value and portion as logged; photos stay with the originals.',
              count: entries.length,
            })}
          </Typography>
          <DayField id="copy-to-day" label={t('Copy to')} days={days} value={to} onChange={setTo} />
          <MealField
            id="copy-to-meal"
            label={t('Into meal')}
            value={intoMeal}
            onChange={setIntoMeal}
            keep={meal ? undefined : t('Each to its own meal')}
          />
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={isLoading} onClick={() => void submit()}>
          {isLoading
            ? t('Copying...')
            : t('Copy {{count}} entries', { defaultValue_one: 'Copy {{count}} entry', count: entries.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
