import { serverMessage } from '@chairside/api-client';
import { DEFAULT_GOALS, PRODUCT, TOAST_MS } from '@chairside/contracts/web';
import {
  mealTypeLabel,
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
import { dataUrlToBlob } from '../model/photo';
import type { AnalyzedFood } from '../model/scan-state';
import { AnalysisReview } from './analysis-review';
import { foodShareText } from '../model/share-food';

export function AnalysisResultDialog({
  food,
  onCancel,
  onSaved,
}: {
  food: AnalyzedFood | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
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
        title: 'Save Failed',
        // A photo the server cannot decode answers 415 with its reason.
        description: serverMessage(r.error) ?? 'Failed to save food entry. Please try again.',
        variant: 'destructive',
      });
    toast({
      title: 'Food Saved!',
      description: `${entry.foodName} was added to your ${mealTypeLabel(entry.mealType).toLowerCase()}.`,
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
              alt={`Photo of ${result.foodName}`}
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
            subject={`My meal on ${PRODUCT.name}`}
            withX
            shareLabel={{ native: 'Share', copy: 'Share' }}
            request={{
              title: result.foodName,
              text: shareText,
              url: shareUrl,
              clipboard: `${shareText} ${shareUrl}`,
              manual: `${shareText} ${shareUrl}`,
              copied: {
                title: 'Link Copied',
                description: 'The meal summary is on your clipboard.',
                durationMs: TOAST_MS.shareCopy,
              },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !entryReady(review)}>
          {saving ? 'Saving...' : 'Save to Diary'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
