import { type IntensityName } from '@chairside/contracts/web';
import {
  DURATION_PRESETS_MINUTES,
  exerciseMet,
  EXERCISE_ENTRY_LIMITS as LIMITS,
  INTENSITIES,
} from '@chairside/contracts/web-lazy';
import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@chairside/ui';
import { FormControlLabel, Radio, RadioGroup, TextField } from '@chairside/ui/forms';
import type { Dispatch } from 'react';
import { useT } from '../../../shared/i18n';
import { intensityLabel } from '../../../shared/i18n/labels';
import {
  canContinueDetails,
  durationMinutes,
  maxRatedMinutes,
  needsIntensity,
  parseCalories,
  parseMinutes,
  type WizardAction,
  type WizardState,
} from '../model/wizard';

const label = { fontWeight: 600 } as const;

/** Step 2: intensity (not for manual), a preset or custom duration, and manual's calories. */
export function DetailsStep({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const t = useT();
  const type = state.exerciseType;
  const rated = type === 'run' || type === 'weight_lifting' ? type : null;
  const maxMinutes = maxRatedMinutes(state);
  const tooLong = maxMinutes !== null && (durationMinutes(state) ?? 0) > maxMinutes;
  const customBad = (state.customMinutes.trim() !== '' && parseMinutes(state.customMinutes) === null) || tooLong;
  const caloriesBad = state.manualCalories.trim() !== '' && parseCalories(state.manualCalories) === null;
  return (
    <Stack
      spacing={3}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ kind: 'continue' });
      }}
    >
      {needsIntensity(type) ? (
        <Stack spacing={1}>
          <Typography id="exercise-intensity-label" component="h4" sx={label}>
            {t('Intensity')}
          </Typography>
          <RadioGroup
            row
            aria-labelledby="exercise-intensity-label"
            name="exercise-intensity"
            value={state.intensity ?? ''}
            onChange={(e) => dispatch({ kind: 'setIntensity', intensity: e.target.value as IntensityName })}
            sx={{ columnGap: 1 }}
          >
            {INTENSITIES.map((i) => (
              <FormControlLabel
                key={i}
                value={i}
                control={<Radio />}
                label={
                  rated
                    ? t('{{intensity}} · {{met, number}} MET', {
                        intensity: intensityLabel(i),
                        met: exerciseMet(rated, i),
                      })
                    : intensityLabel(i)
                }
              />
            ))}
          </RadioGroup>
        </Stack>
      ) : null}
      <Stack spacing={1}>
        <Typography id="exercise-duration-label" component="h4" sx={label}>
          {t('Duration')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          aria-labelledby="exercise-duration-label"
          value={state.presetMinutes}
          onChange={(_e, minutes: (typeof DURATION_PRESETS_MINUTES)[number] | null) => {
            if (minutes !== null) dispatch({ kind: 'pickPreset', minutes });
          }}
          color="primary"
          fullWidth
          sx={{ maxWidth: 400 }}
        >
          {DURATION_PRESETS_MINUTES.map((m) => (
            <ToggleButton key={m} value={m} sx={{ px: 0.5, minWidth: 0, whiteSpace: 'nowrap' }}>
              {t('{{minutes}} min', { minutes: m })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          id="exercise-custom-minutes"
          label={t('Custom minutes')}
          type="number"
          value={state.customMinutes}
          onChange={(e) => dispatch({ kind: 'setCustomMinutes', value: e.target.value })}
          error={customBad}
          helperText={
            tooLong
              ? t('At this intensity, at most {{count}} minutes ({{calories}} kcal, the most one entry holds).', {
                  defaultValue_one:
                    'At this intensity, at most {{count}} minute ({{calories}} kcal, the most one entry holds).',
                  count: maxMinutes,
                  calories: LIMITS.maxCalories,
                })
              : t('Or type whole minutes, {{min}} to {{max}}.', {
                  min: LIMITS.minDurationMinutes,
                  max: LIMITS.maxDurationMinutes,
                })
          }
          slotProps={{
            htmlInput: {
              min: LIMITS.minDurationMinutes,
              max: LIMITS.maxDurationMinutes,
              step: 1,
              inputMode: 'numeric',
            },
          }}
          sx={{ maxWidth: 280 }}
        />
      </Stack>
      {type === 'manual' ? (
        <TextField
          id="exercise-manual-calories"
          label={t('Calories burned *')}
          type="number"
          value={state.manualCalories}
          onChange={(e) => dispatch({ kind: 'setManualCalories', value: e.target.value })}
          error={caloriesBad}
          helperText={
            caloriesBad
              ? t('A number from 0 to {{max}}.', { max: LIMITS.maxCalories })
              : t('From your watch or machine.')
          }
          slotProps={{ htmlInput: { min: 0, max: LIMITS.maxCalories, step: 1, inputMode: 'decimal' } }}
          sx={{ maxWidth: 280 }}
        />
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={!canContinueDetails(state)}>
          {t('Continue')}
        </Button>
      </Stack>
    </Stack>
  );
}
