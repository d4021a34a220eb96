import { type FoodAnalysisResult, type MealType } from '@chairside/contracts/web';
import { nutritionInsights } from '@chairside/contracts/web-lazy';
import { Alert, Box, Chip, mealTypeLabel, Stack, Typography, useLocale, useUiT } from '@chairside/ui';
import { AnalysisDetails } from './analysis-details';

/** Below 0.5 the result is an estimate; otherwise the percent confident. */
export const ESTIMATE_BELOW = 0.5;

/**
 * What an analysis found: meal, confidence or the 'Estimated' badge, the numbers,
 * note, ingredients and the nutrition insights. The result dialog and the landing preview draw it.
 */
export function FoodAnalysisSummary({
  result,
  mealType,
  calorieGoal,
  hour,
}: {
  result: FoodAnalysisResult;
  mealType: MealType;
  calorieGoal: number;
  hour: number;
}) {
  const t = useUiT();
  const locale = useLocale();
  // The analysis's grams as it gave them, in the locale's digits (41.5 g; 41,5 g in German).
  const grams = (n: number) => `${n.toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 20 })} g`;
  const estimated = result.confidence < ESTIMATE_BELOW;
  const insights = nutritionInsights(result, { calorieGoal, hour });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={mealTypeLabel(mealType)} size="small" />
        {estimated ? (
          <Chip color="warning" label={t('Estimated')} size="small" />
        ) : (
          <Chip
            color="success"
            label={t('{{percent}}% confident', { percent: Math.round(result.confidence * 100) })}
            size="small"
          />
        )}
      </Stack>
      {estimated ? (
        <Alert severity="warning">
          {t('This is an estimate. For a closer result, try a clearer photo in good light.')}
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, textAlign: 'center' }}
        aria-label={t('Nutrition')}
      >
        {(
          [
            ['calories', t('Calories'), `${Math.round(result.calories)}`],
            ['protein', t('Protein'), grams(result.protein)],
            ['carbs', t('Carbs'), grams(result.carbs)],
            ['fat', t('Fat'), grams(result.fat)],
          ] as const
        ).map(([key, label, value]) => (
          <Box key={key}>
            <Typography variant="h6" component="p">
              {value}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
      <AnalysisDetails note={result.note} ingredients={result.ingredients} insights={insights} />
    </Stack>
  );
}
