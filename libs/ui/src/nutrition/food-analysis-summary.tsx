import { nutritionInsights, type FoodAnalysisResult, type MealType } from '@chairside/contracts/web';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { AnalysisDetails } from './analysis-details';
import { mealTypeLabel } from './food-entry-list';

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
  const estimated = result.confidence < ESTIMATE_BELOW;
  const insights = nutritionInsights(result, { calorieGoal, hour });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={mealTypeLabel(mealType)} size="small" />
        {estimated ? (
          <Chip color="warning" label="Estimated" size="small" />
        ) : (
          <Chip color="success" label={`${Math.round(result.confidence * 100)}% confident`} size="small" />
        )}
      </Stack>
      {estimated ? (
        <Alert severity="warning">This is an estimate. For a closer result, try a clearer photo in good light.</Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, textAlign: 'center' }}
        aria-label="Nutrition"
      >
        {(
          [
            ['Calories', `${Math.round(result.calories)}`],
            ['Protein', `${result.protein} g`],
            ['Carbs', `${result.carbs} g`],
            ['Fat', `${result.fat} g`],
          ] as const
        ).map(([label, value]) => (
          <Box key={label}>
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
