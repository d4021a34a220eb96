import { parseVoiceFoods } from '@chairside/contracts/web-lazy';
import {
  mealTypeLabel,
  useCallFailed,
  useToast,
  MicIcon,
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@chairside/ui';
import { ESTIMATE_BELOW } from '@chairside/ui/nutrition-details';
import { TextField } from '@chairside/ui/forms';
import { useCallback, useEffect, useState } from 'react';
import { useCreateFoodEntryMutation, addedToMeal } from '../../../entities/food-entry';
import { useAnalyzeFoodVoiceMutation } from '../../../entities/food-analysis';
import { checkReview, entryReady, reviewOf } from '../../../shared/lib/entry-review';
import { t, useT } from '../../../shared/i18n';
import { useSpeechRecognition } from '../model/use-speech-recognition';
import { VoiceReview, type ReviewedFood } from './voice-review';

// The parser's other units are its own English words ('2 slices'); servings are the member's language.
const amount = (quantity: number, unit: string) =>
  unit === 'serving'
    ? t('{{count}} servings', { defaultValue_one: '{{count}} serving', count: quantity })
    : `${quantity} ${unit}${quantity === 1 ? '' : 's'}`;

/**
 * Voice Nutrition Logging, and its 'Not Supported' variant, where the same words can be
 * typed. Each food said becomes an editable entry, reviewed before it is logged.
 */
export function VoiceLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { toast } = useToast();
  const callFailed = useCallFailed();
  const onError = useCallback(
    (description: string) => toast({ title: t('Voice Recognition Error'), description, variant: 'destructive' }),
    [toast, t],
  );
  const speech = useSpeechRecognition(onError);
  const [typed, setTyped] = useState('');
  const [reviews, setReviews] = useState<ReviewedFood[] | null>(null);
  const [analyze, analyzing] = useAnalyzeFoodVoiceMutation();
  const [createEntry, creating] = useCreateFoodEntryMutation();
  // What was heard lands in the text field, where it can be corrected (or typed in a noisy room).
  useEffect(() => {
    if (speech.transcript) setTyped(speech.transcript);
  }, [speech.transcript]);
  const listening = speech.state === 'listening';
  const parsed = typed.trim() && !listening ? parseVoiceFoods(typed) : [];
  const busy = analyzing.isLoading || creating.isLoading;
  const fail = (error: unknown) =>
    callFailed(error, {
      title: t('Error'),
      description: t('Failed to log food entry. Please try again.'),
      variant: 'destructive',
    });

  function close() {
    speech.reset();
    setTyped('');
    setReviews(null);
    onClose();
  }

  async function review() {
    const found: ReviewedFood[] = [];
    for (const p of parsed) {
      const r = await analyze({ foodName: p.foodName, quantity: p.quantity, unit: p.unit, mealType: p.mealType });
      if ('error' in r) return fail(r.error);
      found.push({
        analysis: r.data,
        review: reviewOf(r.data, p.mealType),
        // Within what an entry's portion accepts (more than 0, at most 10,000); else none is kept.
        portion:
          p.quantity > 0 && p.quantity <= 10_000
            ? { portionAmount: p.quantity, portionUnit: p.unit === 'gram' ? 'g' : p.unit }
            : null,
      });
    }
    setReviews(found);
  }

  async function logAll(foods: ReviewedFood[]) {
    const checks = foods.map((f) => checkReview(f.review));
    // Each field says what is wrong under it and Log stays disabled meanwhile (entryReady).
    if (checks.some((c) => !c.ok)) return;
    const logged: string[] = [];
    for (const [i, c] of checks.entries()) {
      if (!c.ok) continue;
      const saved = await createEntry({ ...c.entry, ...foods[i]!.portion, analysisMethod: 'voice' });
      if ('error' in saved) {
        // What was saved is not offered again; the rest stays for another try.
        setReviews(foods.slice(i));
        return fail(saved.error);
      }
      logged.push(addedToMeal(c.entry.mealType, c.entry.foodName, c.entry.calories));
    }
    toast({ title: t('Food Logged'), description: logged.join(' ') });
    close();
  }

  const title = speech.supported ? t('Voice Nutrition Logging') : t('Voice Logging Not Supported');
  const logLabel =
    reviews && reviews.length > 1
      ? t('Log {{count}} Foods', { defaultValue_one: 'Log {{count}} Food', count: reviews.length })
      : t('Log This Food');
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="voice-log-title">
      <DialogTitle id="voice-log-title">{title}</DialogTitle>
      <DialogContent>
        {reviews ? (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography color="text.secondary">{t('Check each food, correct anything, then log it.')}</Typography>
            {reviews.map((food, i) => (
              <VoiceReview
                key={i}
                index={i}
                food={food}
                estimated={food.analysis.confidence < ESTIMATE_BELOW}
                onChange={(next) => setReviews(reviews.map((f, j) => (j === i ? { ...f, review: next } : f)))}
                onRemove={reviews.length > 1 ? () => setReviews(reviews.filter((_f, j) => j !== i)) : null}
              />
            ))}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {speech.supported ? (
              <>
                <Typography color="text.secondary">
                  {t('Say what you ate, for example “two eggs for breakfast”.')}
                </Typography>
                <Box sx={{ display: 'grid', placeItems: 'center' }}>
                  <Button
                    variant={listening ? 'contained' : 'outlined'}
                    color={listening ? 'error' : 'primary'}
                    startIcon={<MicIcon />}
                    onClick={listening ? speech.stop : speech.start}
                  >
                    {listening ? t('Stop Listening') : t('Start Listening')}
                  </Button>
                </Box>
                <Typography role="status" aria-live="polite">
                  {listening ? t('Listening...') : ''}
                </Typography>
              </>
            ) : (
              <Alert severity="info">
                {t(
                  'This browser does not support speech recognition. Try Chrome, Edge or Safari, or type what you ate below.',
                )}
              </Alert>
            )}
            <TextField
              label={t('What did you eat?')}
              placeholder={t('2 slices of toast for breakfast')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              disabled={listening}
              fullWidth
            />
            {parsed.length > 0 ? (
              <Alert severity="success" icon={false} aria-label={t('Parsed entry')}>
                {parsed.map((p, i) => (
                  <Typography key={i}>
                    <strong>{p.foodName}</strong>
                    {` · ${amount(p.quantity, p.unit)} · ${mealTypeLabel(p.mealType)}`}
                  </Typography>
                ))}
              </Alert>
            ) : typed.trim() && !listening ? (
              <Typography color="text.secondary">
                {t('We could not find a food in that. Try naming the food, like “a bowl of oatmeal”.')}
              </Typography>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={close}>{t('Cancel')}</Button>
        {reviews ? (
          <>
            <Button onClick={() => setReviews(null)}>{t('Back')}</Button>
            <Button
              variant="contained"
              disabled={busy || reviews.length === 0 || !reviews.every((f) => entryReady(f.review))}
              onClick={() => void logAll(reviews)}
            >
              {creating.isLoading ? t('Logging...') : logLabel}
            </Button>
          </>
        ) : (
          <>
            {speech.supported && speech.state === 'done' ? (
              <Button
                onClick={() => {
                  speech.reset();
                  setTyped('');
                }}
              >
                {t('Try Again')}
              </Button>
            ) : null}
            <Button variant="contained" disabled={parsed.length === 0 || busy} onClick={() => void review()}>
              {analyzing.isLoading ? t('Checking...') : t('Review')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
