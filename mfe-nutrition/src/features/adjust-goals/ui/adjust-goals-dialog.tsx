import { DEFAULT_GOALS, parseGoalInput, type GoalValues } from '@chairside/contracts/web';
import {
  useCallFailed,
  useToast,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@chairside/ui';
import { useState } from 'react';
import { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '../../../entities/nutrition-goals';

const FIELDS: Array<{ key: keyof GoalValues; label: string }> = [
  { key: 'calorieGoal', label: 'Daily Calories' },
  { key: 'proteinGoal', label: 'Protein (g)' },
  { key: 'carbGoal', label: 'Carbs (g)' },
  { key: 'fatGoal', label: 'Fat (g)' },
];

const asText = (g: GoalValues) =>
  Object.fromEntries(FIELDS.map((f) => [f.key, String(g[f.key])])) as Record<keyof GoalValues, string>;

/** Adjust Goals (spec 2): integers, anything invalid saved as 0 (spec 5); PUT when goals exist, else POST. */
export function AdjustGoalsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: saved } = useGetNutritionGoalsQuery();
  const [save, { isLoading }] = useSaveNutritionGoalsMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const [form, setForm] = useState(() => asText(saved ?? DEFAULT_GOALS.goalsDialog));

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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="adjust-goals-title">
      <DialogTitle id="adjust-goals-title">Adjust Goals</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ mt: 1 }}
          component="form"
          id="adjust-goals-form"
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="adjust-goals-form" variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save Goals'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
