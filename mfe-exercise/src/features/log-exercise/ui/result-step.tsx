import { exerciseMet, EXERCISE_ENTRY_LIMITS as LIMITS } from '@chairside/contracts/web-lazy';
import { Button, Paper, Stack, Typography } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import type { Dispatch } from 'react';
import { t, useT } from '../../../shared/i18n';
import { intensityLabel } from '../../../shared/i18n/labels';
import { defaultName, detailsCalories, durationMinutes, type WizardAction, type WizardState } from '../model/wizard';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** How the number came about, so the user can trust (or correct) it. */
function explanation(s: WizardState): string {
  const minutes = durationMinutes(s);
  if (s.exerciseType === 'manual') return t('{{minutes}} min, calories as you entered them', { minutes });
  if ((s.exerciseType === 'run' || s.exerciseType === 'weight_lifting') && s.intensity) {
    const numbers = {
      minutes,
      met: exerciseMet(s.exerciseType, s.intensity),
      kg: s.weightKg,
      hours: hours(minutes ?? 0),
      intensity: intensityLabel(s.intensity),
    };
    return s.weightKnown
      ? t(
          '{{minutes}} min: {{met, number}} MET × {{kg, number}} kg × {{hours, number}} h ({{intensity}} intensity)',
          numbers,
        )
      : t(
          '{{minutes}} min: {{met, number}} MET × {{kg, number}} kg × {{hours, number}} h ({{intensity}} intensity); {{kg, number}} kg assumed until you add your weight in Settings',
          numbers,
        );
  }
  return '';
}

/** Step 3: the calories, optional notes and name, and Log. */
export function ResultStep({
  state,
  dispatch,
  saving,
  onLog,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  saving: boolean;
  onLog: () => void;
}) {
  const t = useT();
  const calories = detailsCalories(state) ?? 0;
  const fallback = defaultName(state.exerciseType);
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) onLog();
      }}
    >
      <Paper variant="outlined" sx={{ p: 2, textAlign: 'center', bgcolor: 'action.hover' }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('Calories burned')}
        </Typography>
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 }}>
          {t('{{calories}} kcal', { calories })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {explanation(state)}
        </Typography>
      </Paper>
      <TextField
        id="exercise-notes"
        label={t('Notes (optional)')}
        placeholder={t('How it went, the route, the sets…')}
        multiline
        minRows={2}
        value={state.notes}
        onChange={(e) => dispatch({ kind: 'setNotes', value: e.target.value })}
        slotProps={{ htmlInput: { maxLength: LIMITS.descriptionChars } }}
        fullWidth
      />
      <TextField
        id="exercise-name"
        label={t('Name (optional)')}
        placeholder={fallback}
        value={state.name}
        onChange={(e) => dispatch({ kind: 'setName', value: e.target.value })}
        helperText={t('Left blank, it is logged as “{{name}}”.', { name: fallback })}
        slotProps={{ htmlInput: { maxLength: LIMITS.nameChars } }}
        fullWidth
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('Logging...') : t('Log')}
        </Button>
      </Stack>
    </Stack>
  );
}
