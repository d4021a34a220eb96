import { DEFAULT_GOALS, parseGoalInput, type GoalValues } from '@chairside/contracts/web';
import { useCallFailed, useToast, Alert, Box, Button, CircularProgress, Stack, TextField } from '@chairside/ui';
import { useId, useState } from 'react';
import { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '../../../entities/nutrition-goals';

const FIELDS: Array<{ key: keyof GoalValues; label: string }> = [
  { key: 'calorieGoal', label: 'Daily Calories' },
  { key: 'proteinGoal', label: 'Protein (g)' },
  { key: 'carbGoal', label: 'Carbs (g)' },
  { key: 'fatGoal', label: 'Fat (g)' },
];

const asText = (g: GoalValues) =>
  Object.fromEntries(FIELDS.map((f) => [f.key, String(g[f.key])])) as Record<keyof GoalValues, string>;

/**
 * Adjust Goals' content (spec 2): integers, anything invalid saved as 0 (spec 5); PUT when goals
 * exist, else POST. The dashboard's dialog and the settings page (the exposed widget) draw the frame.
 */
export function AdjustGoalsForm({ onClose }: { onClose: () => void }) {
  const goals = useGetNutritionGoalsQuery();
  // Embedded on a page that has not read the goals yet: the form starts from the saved ones, and
  // whether they exist decides PUT or POST.
  if (goals.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void goals.refetch()}>
            Retry
          </Button>
        }
      >
        Your goals could not be loaded.
      </Alert>
    );
  if (goals.isLoading)
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={24} aria-label="Loading your goals" />
      </Box>
    );
  return <GoalsFields saved={goals.data ?? null} onClose={onClose} />;
}

function GoalsFields({ saved, onClose }: { saved: GoalValues | null; onClose: () => void }) {
  const [save, { isLoading }] = useSaveNutritionGoalsMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const formId = useId();
  const [form, setForm] = useState(() => asText(saved ?? DEFAULT_GOALS));

  async function submit() {
    const goals = Object.fromEntries(FIELDS.map((f) => [f.key, parseGoalInput(form[f.key])])) as unknown as GoalValues;
    const r = await save({ goals, exists: !!saved });
    if ('error' in r)
      return failed(r.error, {
        title: 'Error',
        description: 'Failed to update goals. Please try again.',
        variant: 'destructive',
      });
    toast({ title: 'Goals Updated', description: 'Your daily targets have been saved.' });
    onClose();
  }

  return (
    <>
      <Stack
        spacing={2}
        sx={{ mt: 1 }}
        component="form"
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            type="number"
            value={form[f.key]}
            onChange={(e) => setForm((v) => ({ ...v, [f.key]: e.target.value }))}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            fullWidth
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save Goals'}
        </Button>
      </Box>
    </>
  );
}
