import type { FoodAnalysisResult } from '@chairside/contracts/web';
import { Alert, Box, Button, Typography } from '@chairside/ui';
import type { EntryReview } from '../../../shared/lib/entry-review';
import { t, useT } from '../../../shared/i18n';
import { EntryReviewFields } from '../../../shared/ui/entry-review-fields';

export interface ReviewedFood {
  review: EntryReview;
  analysis: FoodAnalysisResult;
  /** How much was said ('1.5 cups'), kept with the entry so the diary shows it. */
  portion: { portionAmount: number; portionUnit: string } | null;
}

const percent = (c: number) => t('{{percent}}% confident', { percent: Math.round(c * 100) });

/**
 * One food of what was said, editable before it is logged. The confidence is the nutrition
 * estimate's own, not the parser's fixed 0.8 (an unknown food showed '80% confident').
 */
export function VoiceReview({
  index,
  food,
  estimated,
  onChange,
  onRemove,
}: {
  index: number;
  food: ReviewedFood;
  estimated: boolean;
  onChange: (review: EntryReview) => void;
  onRemove: (() => void) | null;
}) {
  const t = useT();
  const { analysis } = food;
  return (
    <Box
      component="section"
      aria-label={t('Food {{number}}', { number: index + 1 })}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <EntryReviewFields idPrefix={`voice-${index}`} value={food.review} onChange={onChange} />
      <Box
        sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        {estimated ? (
          <Alert severity="warning" aria-label={t('Estimate')} sx={{ flex: '1 1 16rem' }}>
            {`${t(
              'Estimated: {{kcal}} kcal, {{protein}} g protein, {{carbs}} g carbs, {{fat}} g fat ({{confidence}}).',
              {
                kcal: Math.round(analysis.calories),
                protein: analysis.protein,
                carbs: analysis.carbs,
                fat: analysis.fat,
                confidence: percent(analysis.confidence),
              },
            )} `}
            {analysis.note}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('Nutrition table match · {{confidence}}', { confidence: percent(analysis.confidence) })}
          </Typography>
        )}
        {onRemove ? (
          <Button size="small" color="error" onClick={onRemove}>
            {t('Remove')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
