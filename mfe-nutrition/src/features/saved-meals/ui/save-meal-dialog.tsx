import type { FoodEntry, MealType } from '@chairside/contracts/web';
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
  Stack,
  Typography,
} from '@chairside/ui';
import { FormControlLabel, Switch, TextField } from '@chairside/ui/forms';
import { useId, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { usePlaceCall } from '../../../shared/lib/use-place-call';
import { useCreateSavedMealMutation } from '../api/saved-meals-api';
import { tickedIds } from '../model/meal-totals';

/** Name a meal's entries (some unticked if wished) as a saved meal, to log again in one step. */
export function SaveMealDialog({
  entries,
  meal,
  onClose,
}: {
  entries: readonly FoodEntry[];
  meal: MealType;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const [name, setName] = useState('');
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [save, { isLoading }] = useCreateSavedMealMutation();
  const { toast } = useToast();
  const { refusal, clearRefusal, onError } = usePlaceCall(t('Save Failed'));
  const ids = tickedIds(entries, unticked);
  const blank = name.trim() === '';

  function toggle(id: string) {
    setUnticked((u) => {
      const next = new Set(u);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  async function submit() {
    clearRefusal();
    const result = await save({ name: name.trim(), entryIds: ids });
    if ('error' in result) return onError(result.error);
    toast({
      title: t('Meal Saved'),
      description: t("{{name}} is in your saved meals: log it again from any meal's More.", { name: result.data.name }),
    });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Save {{meal}} as a meal', { meal: mealTypeLabel(meal) })}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ mt: 1 }}
          component="form"
          id="save-meal-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!blank && ids.length > 0 && !isLoading) void submit();
          }}
        >
          <TextField
            id="saved-meal-name"
            label={t('Name *')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            helperText={t('For example: Usual breakfast')}
            slotProps={{ htmlInput: { maxLength: 80 } }}
            fullWidth
          />
          <Typography id={`${titleId}-foods`} sx={{ fontWeight: 600 }}>
            {t('Foods to include')}
          </Typography>
          <Stack role="group" aria-labelledby={`${titleId}-foods`}>
            {entries.map((e) => (
              <FormControlLabel
                key={e.id}
                control={<Switch checked={!unticked.has(e.id)} onChange={() => toggle(e.id)} />}
                label={`${e.foodName} · ${formatAmount(e.calories)} kcal`}
                sx={{ overflowWrap: 'anywhere' }}
              />
            ))}
          </Stack>
          {ids.length === 0 ? <Alert severity="info">{t('Include at least one food.')}</Alert> : null}
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button
          type="submit"
          form="save-meal-form"
          variant="contained"
          disabled={blank || ids.length === 0 || isLoading}
        >
          {isLoading ? t('Saving...') : t('Save Meal')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
