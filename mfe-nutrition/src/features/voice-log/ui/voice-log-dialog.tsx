import { parseVoiceFood, type FoodAnalysisResult } from '@chairside/contracts/web';
import {
  ESTIMATE_BELOW,
  mealTypeLabel,
  ParsedFoodEntry,
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
  TextField,
  Typography,
} from '@chairside/ui';
import { useCallback, useEffect, useState } from 'react';
import { useCreateFoodEntryMutation } from '../../../entities/food-entry';
import { useAnalyzeFoodVoiceMutation } from '../../../entities/food-analysis';
import { useSpeechRecognition } from '../model/use-speech-recognition';

/** Voice Nutrition Logging (spec 4/5/8), and its 'Not Supported' variant, where the same words can be typed. */
export function VoiceLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const callFailed = useCallFailed();
  const onError = useCallback(
    (description: string) => toast({ title: 'Voice Recognition Error', description, variant: 'destructive' }),
    [toast],
  );
  const speech = useSpeechRecognition(onError);
  const [typed, setTyped] = useState('');
  // A food the reference table does not know comes back as a rough estimate: shown before it is saved.
  const [estimate, setEstimate] = useState<{ words: string; result: FoodAnalysisResult } | null>(null);
  const [analyze, analyzing] = useAnalyzeFoodVoiceMutation();
  const [createEntry, creating] = useCreateFoodEntryMutation();
  // What was heard lands in the text field, where it can be corrected (or typed in a noisy room).
  useEffect(() => {
    if (speech.transcript) setTyped(speech.transcript);
  }, [speech.transcript]);
  const listening = speech.state === 'listening';
  const parsed = typed.trim() && !listening ? parseVoiceFood(typed) : null;
  const pendingEstimate = estimate && estimate.words === typed ? estimate.result : null;
  const busy = analyzing.isLoading || creating.isLoading;

  function close() {
    speech.reset();
    setTyped('');
    setEstimate(null);
    onClose();
  }

  async function logIt() {
    if (!parsed) return;
    const fail = (error: unknown) =>
      callFailed(error, {
        title: 'Error',
        description: 'Failed to log food entry. Please try again.',
        variant: 'destructive',
      });
    let n = pendingEstimate;
    if (!n) {
      const nutrition = await analyze({
        foodName: parsed.foodName,
        quantity: parsed.quantity,
        unit: parsed.unit,
        mealType: parsed.mealType,
      });
      if ('error' in nutrition) return fail(nutrition.error);
      n = nutrition.data;
      if (n.confidence < ESTIMATE_BELOW) return setEstimate({ words: typed, result: n });
    }
    const saved = await createEntry({
      foodName: n.foodName,
      mealType: parsed.mealType,
      calories: Math.round(n.calories),
      protein: n.protein,
      carbs: n.carbs,
      fat: n.fat,
      analysisMethod: 'voice',
    });
    if ('error' in saved) return fail(saved.error);
    toast({
      title: 'Food Logged',
      description: `${n.foodName}: ${Math.round(n.calories)} kcal added to ${mealTypeLabel(parsed.mealType).toLowerCase()}.`,
    });
    close();
  }

  const title = speech.supported ? 'Voice Nutrition Logging' : 'Voice Logging Not Supported';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="voice-log-title">
      <DialogTitle id="voice-log-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {speech.supported ? (
            <>
              <Typography color="text.secondary">Say what you ate, for example “two eggs for breakfast”.</Typography>
              <Box sx={{ display: 'grid', placeItems: 'center' }}>
                <Button
                  variant={listening ? 'contained' : 'outlined'}
                  color={listening ? 'error' : 'primary'}
                  startIcon={<MicIcon />}
                  onClick={listening ? speech.stop : speech.start}
                >
                  {listening ? 'Stop Listening' : 'Start Listening'}
                </Button>
              </Box>
              <Typography role="status" aria-live="polite">
                {listening ? 'Listening...' : ''}
              </Typography>
            </>
          ) : (
            <Alert severity="info">
              This browser does not support speech recognition. Try Chrome, Edge or Safari, or type what you ate below.
            </Alert>
          )}
          <TextField
            label="What did you eat?"
            placeholder="2 slices of toast for breakfast"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            disabled={listening}
            fullWidth
          />
          {parsed ? (
            <ParsedFoodEntry parsed={parsed} />
          ) : typed.trim() && !listening ? (
            <Typography color="text.secondary">
              We could not find a food in that. Try naming the food, like “a bowl of oatmeal”.
            </Typography>
          ) : null}
          {pendingEstimate ? (
            <Alert severity="warning" aria-label="Estimate">
              {`Estimated: ${Math.round(pendingEstimate.calories)} kcal, ${pendingEstimate.protein} g protein, ${pendingEstimate.carbs} g carbs, ${pendingEstimate.fat} g fat. `}
              {pendingEstimate.note}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {speech.supported && speech.state === 'done' ? (
          <Button
            onClick={() => {
              speech.reset();
              setTyped('');
            }}
          >
            Try Again
          </Button>
        ) : null}
        <Button variant="contained" disabled={!parsed || busy} onClick={() => void logIt()}>
          {busy ? 'Logging...' : pendingEstimate ? 'Log Estimate' : 'Log This Food'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
