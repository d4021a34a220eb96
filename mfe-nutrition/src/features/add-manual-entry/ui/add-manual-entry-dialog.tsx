import { MEAL_TYPES } from '@chairside/contracts';
import { DELAYS_MS } from '@chairside/contracts/web';
import {
  mealTypeLabel,
  useCallFailed,
  useToast,
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@chairside/ui';
import { useEffect, useRef, useState } from 'react';
import { useCreateFoodEntryMutation } from '../../../entities/food-entry';
import { canSave, checkManualEntry, EMPTY_FORM, type ManualEntryForm } from '../model/manual-entry-form';

export function AddManualEntryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<ManualEntryForm>(EMPTY_FORM);
  const [saved, setSaved] = useState(false);
  const [createFoodEntry, { isLoading }] = useCreateFoodEntryMutation();
  const { toast } = useToast();
  // spec 8: the manual dialog sends a signed-out user to /api/login.
  const failed = useCallFailed('/api/login');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const set = (key: keyof ManualEntryForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function close() {
    clearTimeout(closeTimer.current);
    setForm(EMPTY_FORM);
    setSaved(false);
    onClose();
  }

  async function save() {
    const check = checkManualEntry(form);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    const result = await createFoodEntry(check.body);
    // What the user typed stays in the form, so Save can simply be pressed again.
    if ('error' in result)
      return failed(result.error, {
        title: 'Save Failed',
        description: 'Failed to save food entry. Please try again.',
        variant: 'destructive',
      });
    setSaved(true);
    closeTimer.current = setTimeout(close, DELAYS_MS.manualSuccess);
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-manual-entry-title">
      <DialogTitle id="add-manual-entry-title">Add Manual Entry</DialogTitle>
      <DialogContent>
        {saved ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            <AlertTitle>Food Entry Saved!</AlertTitle>
            Your meal has been added to your diary.
          </Alert>
        ) : (
          <Stack
            spacing={2}
            sx={{ mt: 1 }}
            component="form"
            id="add-manual-entry-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (canSave(form) && !isLoading) void save();
            }}
          >
            <TextField
              id="manual-food-name"
              label="Food Name *"
              value={form.foodName}
              onChange={set('foodName')}
              autoFocus
              fullWidth
            />
            <TextField
              id="manual-meal-type"
              select
              label="Meal Type"
              value={form.mealType}
              onChange={set('mealType')}
              fullWidth
            >
              {MEAL_TYPES.map((m) => (
                <MenuItem key={m} value={m}>
                  {mealTypeLabel(m)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="manual-calories"
              label="Calories *"
              type="number"
              value={form.calories}
              onChange={set('calories')}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              fullWidth
            />
            <Stack direction="row" spacing={1}>
              <TextField
                id="manual-protein"
                label="Protein (g)"
                type="number"
                value={form.protein}
                onChange={set('protein')}
                slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
              />
              <TextField
                id="manual-carbs"
                label="Carbs (g)"
                type="number"
                value={form.carbs}
                onChange={set('carbs')}
                slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
              />
              <TextField
                id="manual-fat"
                label="Fat (g)"
                type="number"
                value={form.fat}
                onChange={set('fat')}
                slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
              />
            </Stack>
          </Stack>
        )}
      </DialogContent>
      {saved ? null : (
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" form="add-manual-entry-form" variant="contained" disabled={!canSave(form) || isLoading}>
            {isLoading ? 'Saving...' : 'Save Entry'}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
