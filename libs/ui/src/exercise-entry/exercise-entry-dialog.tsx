import { type ExerciseEntry, type UpdateExerciseEntryRequest } from '@chairside/contracts/web';
import { EXERCISE_ENTRY_LIMITS as LIMITS } from '@chairside/contracts/web-lazy';
import {
  useCallFailed,
  useToast,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useUiT,
} from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useId, useState } from 'react';
import { editForm, formChanges, formErrors, type ExerciseEditForm } from './edit-form';

type CallResult = { error: unknown } | { data: unknown };

/**
 * 'Edit Exercise': the name, minutes, calories and notes of a logged entry. What is wrong is shown
 * by its field in words, Save stays disabled until the form is valid, and a failed save keeps
 * everything typed.
 */
export function ExerciseEntryDialog({
  entry,
  onClose,
  onSave,
}: {
  entry: ExerciseEntry;
  onClose: () => void;
  onSave: (changes: UpdateExerciseEntryRequest) => Promise<CallResult>;
}) {
  const t = useUiT();
  const [form, setForm] = useState<ExerciseEditForm>(() => editForm(entry));
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();
  const failed = useCallFailed();
  const titleId = useId();
  const errors = formErrors(form);
  const valid = Object.keys(errors).length === 0;
  const field = (key: keyof ExerciseEditForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: errors[key] !== undefined,
  });

  async function save() {
    if (!valid || saving) return;
    const changes = formChanges(entry, form);
    if (!changes) return onClose();
    setSaving(true);
    const result = await onSave(changes);
    setSaving(false);
    if ('error' in result)
      return failed(result.error, {
        title: t('Update Failed'),
        description: t('Your changes are still in the form. Please try again.'),
        variant: 'destructive',
      });
    toast({
      title: t('Exercise Updated'),
      description: t('{{name}} was updated.', { name: changes.name ?? entry.name }),
    });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('Edit Exercise')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t('Name')}
            {...field('name')}
            helperText={errors.name ?? ' '}
            slotProps={{ htmlInput: { maxLength: LIMITS.nameChars } }}
            fullWidth
          />
          <TextField
            label={t('Duration (minutes)')}
            type="number"
            {...field('duration')}
            helperText={errors.duration ?? ' '}
            slotProps={{
              htmlInput: {
                min: LIMITS.minDurationMinutes,
                max: LIMITS.maxDurationMinutes,
                step: 1,
                inputMode: 'numeric',
              },
            }}
            fullWidth
          />
          <TextField
            label={t('Calories burned')}
            type="number"
            {...field('caloriesBurned')}
            helperText={errors.caloriesBurned ?? ' '}
            slotProps={{ htmlInput: { min: 0, max: LIMITS.maxCalories, step: 1, inputMode: 'numeric' } }}
            fullWidth
          />
          <TextField
            label={t('Notes (optional)')}
            multiline
            minRows={2}
            {...field('description')}
            helperText={errors.description ?? ' '}
            slotProps={{ htmlInput: { maxLength: LIMITS.descriptionChars } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={!valid || saving}>
          {saving ? t('Saving...') : t('Save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
