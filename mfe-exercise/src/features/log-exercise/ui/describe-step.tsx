import type { ExerciseAnalysisResult } from '@chairside/contracts/web';
import { Box, Button, Paper, Stack, Typography } from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import type { Dispatch } from 'react';
import { useT } from '../../../shared/i18n';
import { intensityLabel } from '../../../shared/i18n/labels';
import { canAnalyse, currentAnalysis, type WizardAction, type WizardState } from '../model/wizard';

/** The analysis service reads at most this much (AnalyzeExerciseRequest). */
const MAX_DESCRIPTION = 500;

function AnalysisResult({ result }: { result: ExerciseAnalysisResult }) {
  const t = useT();
  const facts: [string, string][] = [
    [t('Duration'), t('{{minutes}} min', { minutes: result.duration })],
    [t('Intensity'), intensityLabel(result.intensity)],
    [t('Calories'), t('{{calories}} kcal', { calories: Math.round(result.caloriesBurned) })],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="exercise-analysis-name" component="section">
      <Typography id="exercise-analysis-name" component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {result.name}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, my: 1.5 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ m: 0 }}>
            <Typography component="dt" variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {result.description}
      </Typography>
    </Paper>
  );
}

/** Step 4: describe in words, 'Add Exercise' estimates it, 'Save Exercise' logs the estimate. */
export function DescribeStep({
  state,
  dispatch,
  analysing,
  saving,
  onAnalyse,
  onSave,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  analysing: boolean;
  saving: boolean;
  onAnalyse: () => void;
  onSave: () => void;
}) {
  const t = useT();
  const result = currentAnalysis(state);
  return (
    <Stack spacing={2}>
      <TextField
        id="exercise-description"
        label={t('What did you do?')}
        placeholder={t('30 minutes brisk walking')}
        multiline
        minRows={3}
        value={state.describeText}
        onChange={(e) => dispatch({ kind: 'setDescribeText', value: e.target.value })}
        helperText={t('Say the activity, how long and how hard, e.g. “45 min easy cycling”.')}
        slotProps={{ htmlInput: { maxLength: MAX_DESCRIPTION } }}
        fullWidth
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant={result ? 'outlined' : 'contained'}
          disabled={!canAnalyse(state) || analysing}
          onClick={onAnalyse}
        >
          {analysing ? t('Analyzing...') : t('Add Exercise')}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite">
        {result ? <AnalysisResult result={result} /> : null}
      </Box>
      {result ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={saving} onClick={onSave}>
            {saving ? t('Saving...') : t('Save Exercise')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
