import { exerciseMet, EXERCISE_ENTRY_LIMITS as LIMITS, INTENSITY_LABELS } from '@chairside/contracts/web';
import { Button, Paper, Stack, TextField, Typography } from '@chairside/ui';
import type { Dispatch } from 'react';
import { defaultName, detailsCalories, durationMinutes, type WizardAction, type WizardState } from '../model/wizard';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** How the number came about, so the user can trust (or correct) it. */
function explanation(s: WizardState): string {
  const minutes = durationMinutes(s);
  if (s.exerciseType === 'manual') return `${minutes} min, calories as you entered them`;
  if ((s.exerciseType === 'run' || s.exerciseType === 'weight_lifting') && s.intensity)
    return (
      `${minutes} min: ${exerciseMet(s.exerciseType, s.intensity)} MET × ${s.weightKg} kg × ${hours(minutes ?? 0)} h ` +
      `(${INTENSITY_LABELS[s.intensity]} intensity)` +
      (s.weightKnown ? '' : `; ${s.weightKg} kg assumed until you add your weight in Settings`)
    );
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
          Calories burned
        </Typography>
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 }}>
          {`${calories} kcal`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {explanation(state)}
        </Typography>
      </Paper>
      <TextField
        id="exercise-notes"
        label="Notes (optional)"
        placeholder="How it went, the route, the sets…"
        multiline
        minRows={2}
        value={state.notes}
        onChange={(e) => dispatch({ kind: 'setNotes', value: e.target.value })}
        slotProps={{ htmlInput: { maxLength: LIMITS.descriptionChars } }}
        fullWidth
      />
      <TextField
        id="exercise-name"
        label="Name (optional)"
        placeholder={fallback}
        value={state.name}
        onChange={(e) => dispatch({ kind: 'setName', value: e.target.value })}
        helperText={`Left blank, it is logged as “${fallback}”.`}
        slotProps={{ htmlInput: { maxLength: LIMITS.nameChars } }}
        fullWidth
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Logging...' : 'Log'}
        </Button>
      </Stack>
    </Stack>
  );
}
