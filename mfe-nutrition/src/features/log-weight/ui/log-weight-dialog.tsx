import { serverMessage } from '@chairside/api-client';
import { type BodyUnits, type WeighIn } from '@chairside/contracts/web';
import {
  useCallFailed,
  useLocale,
  useToast,
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  weightText,
} from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useEffect, useReducer, useState } from 'react';
import { useGetUserProfileQuery } from '../../../entities/user-profile';
import { useLogWeighInMutation } from '../../../entities/weigh-in';
import { useT } from '../../../shared/i18n';
import { useToday } from '../../../shared/lib/use-today';
import { useWeightUnits } from '../../../shared/lib/weight-units';
import { useUpdateWeighInMutation } from '../api/update-weigh-in-api';
import { dateError, initialWeightForm, readWeighIn, weighInChanges, weightFormReducer } from '../model/weight-form';

/** A refusal the member can put right: the API's words beside the fields rather than a toast. */
const REFUSALS = [400, 409, 429];

/** '16 Nov' in English (British order, as before); the active language's own order and month name otherwise. */
const dayInWords = (date: string, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale.startsWith('en') ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * Log weight (or correct one weigh-in): the day, today unless changed, and the weight in kg or lb.
 * One weigh-in a day: a new one for a day that has one replaces it.
 */
export function LogWeightDialog({
  open,
  onClose,
  editing = null,
}: {
  open: boolean;
  onClose: () => void;
  editing?: WeighIn | null;
}) {
  const t = useT();
  const locale = useLocale();
  const { date: today } = useToday();
  const [savedUnits, setSavedUnits] = useWeightUnits();
  const { data: profile } = useGetUserProfileQuery();
  const [form, dispatch] = useReducer(
    weightFormReducer,
    { today, units: savedUnits, editing, lastKg: profile?.weight ?? null },
    initialWeightForm,
  );
  // The dashboard may open the dialog before the profile has answered.
  const lastKg = profile?.weight ?? null;
  useEffect(() => {
    if (lastKg !== null) dispatch({ kind: 'lastWeightKnown', kg: lastKg });
  }, [lastKg]);
  const [logWeighIn, logging] = useLogWeighInMutation();
  const [updateWeighIn, updating] = useUpdateWeighInMutation();
  const [tried, setTried] = useState(false);
  const { toast } = useToast();
  const failed = useCallFailed();
  const weight = readWeighIn(form.text, form.units);
  const weightError = weight.error ?? (tried && weight.kg === null ? t('Enter your weight.') : null);
  const dayError = dateError(form.date, today);
  const busy = logging.isLoading || updating.isLoading;
  const unit = form.units === 'metric' ? 'kg' : 'lbs';

  function switchUnits(units: BodyUnits) {
    dispatch({ kind: 'switchUnits', units });
    setSavedUnits(units);
  }

  async function save() {
    setTried(true);
    if (weight.kg === null || dayError) return;
    const changes = weighInChanges(form, weight.kg);
    if (!changes) return onClose();
    const r = form.editing
      ? await updateWeighIn({ id: form.editing.id, changes })
      : await logWeighIn(changes as { date: string; weightKg: number });
    if ('error' in r) {
      const status = (r.error as { status?: unknown }).status;
      if (typeof status === 'number' && REFUSALS.includes(status))
        return dispatch({ kind: 'refused', message: serverMessage(r.error) ?? t('Please check the day and weight.') });
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to save your weight. Please try again.'),
        variant: 'destructive',
      });
    }
    toast({
      title: form.editing ? t('Weigh-in Updated') : t('Weight Logged'),
      description: t('{{weight}} on {{day}}.', {
        weight: weightText(r.data.weightKg, form.units, locale),
        day: dayInWords(r.data.date, locale),
      }),
    });
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="log-weight-title">
      <DialogTitle id="log-weight-title">{form.editing ? t('Edit Weigh-in') : t('Log Weight')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="log-weight-form"
          spacing={2}
          sx={{ mt: 1 }}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={form.units}
            onChange={(_e, v: BodyUnits | null) => v && switchUnits(v)}
            aria-label={t('Units')}
          >
            <ToggleButton value="metric">kg</ToggleButton>
            <ToggleButton value="imperial">lbs</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label={t('Weight ({{unit}})', { unit })}
            value={form.text}
            onChange={(e) => dispatch({ kind: 'typeWeight', text: e.target.value })}
            error={!!weightError}
            helperText={weightError ?? ' '}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            fullWidth
          />
          <TextField
            label={t('Day')}
            type="date"
            value={form.date}
            onChange={(e) => dispatch({ kind: 'typeDate', date: e.target.value })}
            error={!!dayError}
            helperText={dayError ?? t('One weigh-in a day: a new one replaces that day’s.')}
            slotProps={{ htmlInput: { max: today, min: '2000-01-01' }, inputLabel: { shrink: true } }}
            fullWidth
          />
          {form.refusal ? <Alert severity="error">{form.refusal}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" form="log-weight-form" variant="contained" disabled={busy}>
          {busy ? t('Saving...') : t('Save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
