import { serverMessage } from '@chairside/api-client';
import { DEFAULT_GOALS, PRODUCT, TOAST_MS, type MealType } from '@chairside/contracts/web';
import {
  useCallFailed,
  useToast,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@chairside/ui';
import { ShareRow } from '@chairside/ui/share';
import { useGetNutritionGoalsQuery } from '../../../entities/nutrition-goals';
import { useCreateFoodEntryMutation, useCreateFoodEntryWithPhotoMutation } from '../../../entities/food-entry';
import { useState } from 'react';
import { checkReview, entryReady, reviewOf, type EntryReview } from '../../../shared/lib/entry-review';
import { t, useT } from '../../../shared/i18n';
import { dataUrlToBlob } from '../model/photo';
import type { AnalyzedFood } from '../model/scan-state';
import { AnalysisReview } from './analysis-review';
import { foodShareText } from '../model/share-food';

/** The saved toast, a whole sentence per meal: languages word 'your lunch' each their own way. */
function addedToYour(meal: MealType, food: string): string {
  switch (meal) {
    case 'breakfast':
      return t('{{food}} was added to your breakfast.', { food });
    case 'lunch':
      return t('{{food}} was added to your lunch.', { food });
    case 'dinner':
      return t('{{food}} was added to your dinner.', { food });
    case 'snack':
      return t('{{food}} was added to your snack.', { food });
  }
}

export function AnalysisResultDialog({
  food,
  onCancel,
  onSaved,
}: {
  food: AnalyzedFood | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { toast } = useToast();
  const failed = useCallFailed();
  const { data: goals } = useGetNutritionGoalsQuery();
  const [createEntry, plain] = useCreateFoodEntryMutation();
  const [createWithPhoto, withPhoto] = useCreateFoodEntryWithPhotoMutation();
  const saving = plain.isLoading || withPhoto.isLoading;
  const [review, setReview] = useState<EntryReview | null>(null);
  const [reviewOfFood, setReviewOfFood] = useState<AnalyzedFood | null>(null);
  // A new result starts a new review (the dialog stays mounted between scans).
  if (food !== reviewOfFood) {
    setReviewOfFood(food);
    setReview(food ? reviewOf(food.result, food.mealType) : null);
  }
  if (!food || !review) return null;
  const { result, mealType } = food;
  const shareText = foodShareText(result, mealType);
  const shareUrl = window.location.origin;

  async function save() {
    const check = checkReview(review!);
    // Each field says what is wrong under it, and Save stays disabled meanwhile (entryReady).
    if (!check.ok) return;
    const entry = { ...check.entry, analysisMethod: food!.method };
    const r = food!.photo
      ? await createWithPhoto({ entry, photo: dataUrlToBlob(food!.photo) })
      : await createEntry(entry);
    if ('error' in r)
      return failed(r.error, {
        title: t('Save Failed'),
        // A photo the server cannot decode answers 415 with its reason.
        description: serverMessage(r.error) ?? t('Failed to save food entry. Please try again.'),
        variant: 'destructive',
      });
    toast({
      title: t('Food Saved!'),
      description: addedToYour(entry.mealType, entry.foodName),
    });
    onSaved();
  }

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="analysis-result-title">
      <DialogTitle id="analysis-result-title">{result.foodName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {food.photo ? (
            <Box
              component="img"
              src={food.photo}
              alt={t('Photo of {{food}}', { food: result.foodName })}
              sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 2 }}
            />
          ) : null}
          <AnalysisReview
            result={result}
            method={food.method}
            reason={food.reason ?? 'analysis'}
            review={review}
            onChange={setReview}
            calorieGoal={(goals ?? DEFAULT_GOALS).calorieGoal}
          />
          <ShareRow
            subject={t('My meal on {{product}}', { product: PRODUCT.name })}
            withX
            shareLabel={{ native: t('Share'), copy: t('Share') }}
            request={{
              title: result.foodName,
              text: shareText,
              url: shareUrl,
              clipboard: `${shareText} ${shareUrl}`,
              manual: `${shareText} ${shareUrl}`,
              copied: {
                title: t('Link Copied'),
                description: t('The meal summary is on your clipboard.'),
                durationMs: TOAST_MS.shareCopy,
              },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !entryReady(review)}>
          {saving ? t('Saving...') : t('Save to Diary')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
