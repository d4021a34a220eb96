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
} from '@chairside/ui';
import { FormControlLabel, Radio, RadioGroup } from '@chairside/ui/forms';
import { useId, useState } from 'react';
import { useToday } from '../../../shared/lib/use-today';
import { useCopyFoodEntriesMutation, useMoveFoodEntriesMutation } from '../api/copy-entries-api';
import { dayOptions } from '../../../shared/lib/target-days';
import { DayField, MealField } from '../../../shared/ui/place-fields';
import { usePlaceCall } from '../../../shared/lib/use-place-call';
import { useT } from '../../../shared/i18n';

export interface MoveEntryProps {
  entry: FoodEntry;
  /** The day the entry is on. */
  date: string;
  onClose: () => void;
}

/** One entry to another meal or day: moved (photo and all), or copied (without its photo). */
export function MoveEntryDialog({ entry, date, onClose }: MoveEntryProps) {
  const t = useT();
  const titleId = useId();
  const today = useToday();
  const days = dayOptions(today.date);
  const [how, setHow] = useState<'move' | 'copy'>('move');
  const [to, setTo] = useState(date);
  const [meal, setMeal] = useState<MealType>(entry.mealType);
  const [move, moving] = useMoveFoodEntriesMutation();
  const [copy, copying] = useCopyFoodEntriesMutation();
  const busy = moving.isLoading || copying.isLoading;
  const { toast } = useToast();
  const { refusal, clearRefusal, onError } = usePlaceCall(how === 'move' ? t('Move Failed') : t('Copy Failed'));
  // Moving to where it already is would change nothing.
  const nowhere = how === 'move' && to === date && meal === entry.mealType;
  const where = t('{{day}}, {{meal}}', {
    day: days.find((d) => d.date === to)?.label ?? to,
    meal: mealTypeLabel(meal),
  });

  async function submit() {
    clearRefusal();
    const body = { entryIds: [entry.id], date: to, tz: today.tz, mealType: meal };
    const result = how === 'move' ? await move(body) : await copy(body);
    if ('error' in result) return onError(result.error);
    toast({
      title: how === 'move' ? t('Moved') : t('Copied'),
      description: t('{{food}}: {{place}}.', { food: entry.foodName, place: where }),
    });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('Move or copy {{food}}', { food: entry.foodName })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <RadioGroup
            row
            aria-label={t('Move or copy')}
            value={how}
            onChange={(e) => setHow(e.target.value as 'move' | 'copy')}
          >
            <FormControlLabel value="move" control={<Radio />} label={t('Move')} />
            <FormControlLabel value="copy" control={<Radio />} label={t('Copy')} />
          </RadioGroup>
          <DayField id="move-entry-day" label={t('Day')} days={days} value={to} onChange={setTo} />
          <MealField id="move-entry-meal" label={t('Meal')} value={meal} onChange={(m) => m && setMeal(m)} />
          {how === 'copy' && entry.imageUrl ? (
            <Alert severity="info">{t('The photo stays with this entry; the copy has none.')}</Alert>
          ) : null}
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={busy || nowhere} onClick={() => void submit()}>
          {busy ? t('Saving...') : how === 'move' ? t('Move') : t('Copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
