import { type FoodAnalysisResult } from '@chairside/contracts/web';
import { nutritionInsights } from '@chairside/contracts/web-lazy';
import { Alert, Box, Chip, Stack } from '@chairside/ui';
import { AnalysisDetails, ESTIMATE_BELOW } from '@chairside/ui/nutrition-details';
import type { EntryReview } from '../../../shared/lib/entry-review';
import { EntryReviewFields } from '../../../shared/ui/entry-review-fields';
import { t, useT } from '../../../shared/i18n';
import type { EstimateReason } from '../model/scan-state';

/** Why a result is only an estimate, told as it is, so nobody saves typical values as read from a photo. */
function reasonText(reason: EstimateReason, method: 'camera' | 'barcode'): string {
  if (reason === 'no-ai')
    return method === 'camera'
      ? t(
          'AI photo analysis is not set up on this server, so these are typical values for a meal, not read from your photo. Correct them before saving.',
        )
      : t('These are typical values, not the product’s label. Correct them before saving.');
  return method === 'camera'
    ? t('This is an estimate. For a closer result, try a clearer photo in good light, or correct the values.')
    : t('The product’s label data is incomplete. Check the values against the pack before saving.');
}

const number = (s: string) => {
  const n = Number.parseFloat(s);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * An analysis result as editable values (decisions.md "AI analysis": the user corrects and saves):
 * confidence or the estimate's honest reason, the fields, the note, ingredients and insights that
 * follow the edited numbers.
 */
export function AnalysisReview({
  result,
  method,
  reason,
  review,
  onChange,
  calorieGoal,
}: {
  result: FoodAnalysisResult;
  method: 'camera' | 'barcode';
  reason: EstimateReason;
  review: EntryReview;
  onChange: (next: EntryReview) => void;
  calorieGoal: number;
}) {
  const t = useT();
  const estimated = reason === 'no-ai' || result.confidence < ESTIMATE_BELOW;
  const edited = {
    calories: number(review.calories),
    protein: number(review.protein),
    carbs: number(review.carbs),
    fat: number(review.fat),
  };
  const insights = nutritionInsights(edited, { calorieGoal, hour: new Date().getHours() });
  return (
    <Stack spacing={2}>
      {estimated ? (
        <Alert severity="warning" aria-label={t('Estimate')}>
          <strong>{`${t('Estimated.')} `}</strong>
          {reasonText(reason, method)}
        </Alert>
      ) : (
        <Box>
          <Chip
            color="success"
            label={t('{{percent}}% confident', { percent: Math.round(result.confidence * 100) })}
            size="small"
          />
        </Box>
      )}
      <EntryReviewFields idPrefix="analysis" value={review} onChange={onChange} />
      {/* Without AI the server's note repeats what the banner says: it is said once. */}
      <AnalysisDetails
        note={reason === 'no-ai' ? undefined : result.note}
        ingredients={result.ingredients}
        insights={insights}
      />
    </Stack>
  );
}
