import {
  DEFAULT_GOALS,
  GOAL_MAX,
  goalFieldError,
  macroGoalCalories,
  macrosMismatch,
  MACRO_MISMATCH_SHARE,
  parseGoalInput,
  type GoalValues,
} from '@chairside/contracts/web';
import {
  useCallFailed,
  useToast,
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Typography,
  LoadFailed,
} from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { useId, useState } from 'react';
import { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '../../../entities/nutrition-goals';
import { t, useT } from '../../../shared/i18n';

type Key = keyof GoalValues;
const FIELDS: Array<{ key: Key; label: () => string }> = [
  { key: 'calorieGoal', label: () => t('Daily Calories') },
  { key: 'proteinGoal', label: () => t('Protein (g)') },
  { key: 'carbGoal', label: () => t('Carbs (g)') },
  { key: 'fatGoal', label: () => t('Fat (g)') },
];

/** goalFieldError's English message in the active language. */
function goalErrorText(message: string | null, max: number): string | null {
  switch (message) {
    case null:
      return null;
    case 'Enter a number.':
      return t('Enter a number.');
    case 'Must be 0 or more.':
      return t('Must be 0 or more.');
    case 'Enter a whole number.':
      return t('Enter a whole number.');
    default:
      return message === `Must be at most ${max}.` ? t('Must be at most {{max}}.', { max }) : message;
  }
}

const asText = (g: GoalValues) =>
  Object.fromEntries(FIELDS.map((f) => [f.key, String(g[f.key])])) as Record<Key, string>;

/**
 * Adjust Goals' content (decisions.md "Goals"): whole numbers of at least 0, a message beside
 * a field that is not, blank saved as 0; PUT when goals exist, else POST. The dashboard's
 * dialog and the settings page (the exposed widget) draw the frame.
 */
export function AdjustGoalsForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const goals = useGetNutritionGoalsQuery();
  // Embedded on a page that has not read the goals yet: the form starts from the saved ones, and
  // whether they exist decides PUT or POST.
  if (goals.isError) return <LoadFailed onRetry={goals.refetch}>{t('Your goals could not be loaded.')}</LoadFailed>;
  if (goals.isLoading)
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={24} aria-label={t('Loading your goals')} />
      </Box>
    );
  return <GoalsFields saved={goals.data ?? null} onClose={onClose} />;
}

function GoalsFields({ saved, onClose }: { saved: GoalValues | null; onClose: () => void }) {
  const t = useT();
  const [save, { isLoading }] = useSaveNutritionGoalsMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const formId = useId();
  // Until goals are saved the form shows what the dashboard shows: the one set of defaults.
  const [form, setForm] = useState(() => asText(saved ?? DEFAULT_GOALS));
  // A number input reports text it cannot read (a lone '-', '1e') as '' with badInput set; without
  // this it would pass as blank and save as 0.
  const [unreadable, setUnreadable] = useState<Partial<Record<Key, boolean>>>({});
  const errorOf = (k: Key) =>
    unreadable[k] ? t('Enter a number.') : goalErrorText(goalFieldError(form[k], GOAL_MAX[k]), GOAL_MAX[k]);
  const errors = FIELDS.map((f) => errorOf(f.key));
  const values = errors.every((e) => e === null)
    ? (Object.fromEntries(FIELDS.map((f) => [f.key, parseGoalInput(form[f.key])])) as unknown as GoalValues)
    : null;
  const macroKcal = values ? Math.round(macroGoalCalories(values)) : null;

  async function submit() {
    if (!values) {
      // Nothing is sent; the first field with a message gets the focus, so its message is read.
      const first = FIELDS.find((f) => errorOf(f.key) !== null);
      if (first) document.getElementById(`${formId}-${first.key}`)?.focus();
      return;
    }
    const r = await save({ goals: values, exists: !!saved });
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to update goals. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: t('Goals Updated'), description: t('Your daily targets have been saved.') });
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
        {FIELDS.map((f, i) => (
          <Box key={f.key}>
            <TextField
              id={`${formId}-${f.key}`}
              label={f.label()}
              type="number"
              value={form[f.key]}
              onChange={(e) => {
                const bad = (e.target as HTMLInputElement).validity?.badInput ?? false;
                setUnreadable((u) => ({ ...u, [f.key]: bad }));
                setForm((v) => ({ ...v, [f.key]: e.target.value }));
              }}
              error={errors[i] !== null}
              helperText={errors[i] ?? undefined}
              slotProps={{ htmlInput: { min: 0, max: GOAL_MAX[f.key], step: 1, inputMode: 'numeric' } }}
              fullWidth
            />
            {f.key === 'calorieGoal' && macroKcal !== null ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, ml: 1.75 }}>
                {t('Your macros add up to {{kcal}} kcal', { kcal: macroKcal })}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
      {/* Always in the page, so a screen reader announces the warning when it appears. */}
      <Box role="status" aria-live="polite">
        {values && macrosMismatch(values) ? (
          <Alert severity="warning" role="none" sx={{ mt: 2 }}>
            {t(
              'Your macros add up to {{kcal}} kcal, more than {{share}} % away from your calorie goal of {{goal}} kcal. You can still save them.',
              { kcal: macroKcal, share: MACRO_MISMATCH_SHARE * 100, goal: values.calorieGoal },
            )}
          </Alert>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={isLoading}>
          {isLoading ? t('Saving...') : t('Save Goals')}
        </Button>
      </Box>
    </>
  );
}
