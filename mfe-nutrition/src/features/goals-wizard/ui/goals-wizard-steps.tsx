import { GOALS_WIZARD_LIMITS, wizardPlan, type GoalValues, type WizardGoal } from '@chairside/contracts/web';
import {
  useCallFailed,
  useToast,
  ArrowBackIcon,
  Button,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@chairside/ui';
import { useReducer, type ReactNode } from 'react';
import { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '../../../entities/nutrition-goals';
import { useGetUserProfileQuery, useUpdateUserProfileMutation } from '../../../entities/user-profile';
import { canContinue, goalsWizardReducer, initialGoalsWizard, WIZARD_PROGRESS } from '../model/wizard-state';

const range = ([min, max]: readonly [number, number]) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const WORKOUTS = [
  { value: 1, label: '0-2 workouts a week' },
  { value: 4, label: '3-5 workouts a week' },
  { value: 6, label: '6+ workouts a week' },
];
const GOALS: Array<{ value: WizardGoal; label: string }> = [
  { value: 'lose', label: 'Lose weight' },
  { value: 'maintain', label: 'Maintain' },
  { value: 'gain', label: 'Gain muscle' },
];

/** The parts a frame places: the Back button (null on the first step), the step itself, the buttons. */
export interface GoalsWizardParts {
  back: ReactNode;
  content: ReactNode;
  actions: ReactNode;
}

/**
 * The 4-step goals wizard: workouts, height and weight, goal, then the custom plan. The
 * dashboard's dialog and the welcome page frame the same steps (`frame`), so both save one plan.
 */
export function GoalsWizardSteps({
  onCancel,
  onSaved,
  cancelLabel = 'Cancel',
  frame,
}: {
  onCancel: () => void;
  onSaved: (plan: GoalValues) => void;
  cancelLabel?: string;
  frame: (parts: GoalsWizardParts) => ReactNode;
}) {
  const { data: profile } = useGetUserProfileQuery();
  const { data: saved } = useGetNutritionGoalsQuery();
  const [save, goalsSave] = useSaveNutritionGoalsMutation();
  const [updateProfile, profileSave] = useUpdateUserProfileMutation();
  const isLoading = goalsSave.isLoading || profileSave.isLoading;
  const { toast } = useToast();
  const callFailed = useCallFailed();
  const failed = (error: unknown) =>
    callFailed(error, {
      title: 'Error',
      description: 'Failed to update goals. Please try again.',
      variant: 'destructive',
    });
  const [state, dispatch] = useReducer(goalsWizardReducer, profile, initialGoalsWizard);
  const { step, workouts, heightCm, weightKg, goal } = state;
  const plan =
    workouts !== null && goal
      ? wizardPlan({ workoutsPerWeek: workouts, heightCm, weightKg, goal, age: profile?.age, sex: profile?.sex })
      : null;

  async function finish() {
    if (!plan) return;
    const r = await save({ goals: plan, exists: !!saved });
    if ('error' in r) return failed(r.error);
    // The height and weight just given are the user's body data too (the BMI card reads them).
    if (profile?.height !== heightCm || profile?.weight !== weightKg) {
      const body = await updateProfile({ height: heightCm, weight: weightKg });
      if ('error' in body) return failed(body.error);
    }
    toast({ title: 'Goals Updated', description: `Your plan: ${plan.calorieGoal} kcal a day.` });
    onSaved(plan);
  }

  const back =
    step > 0 ? (
      <IconButton aria-label="Back" onClick={() => dispatch({ kind: 'back' })} size="small">
        <ArrowBackIcon />
      </IconButton>
    ) : null;
  const content = (
    <>
      <LinearProgress
        variant="determinate"
        value={WIZARD_PROGRESS[step]}
        aria-label={`Step ${step + 1} of 4`}
        sx={{ mb: 2 }}
      />
      {step === 0 ? (
        <Stack spacing={1}>
          <Typography>How often do you work out?</Typography>
          <ToggleButtonGroup
            orientation="vertical"
            exclusive
            value={workouts}
            onChange={(_e, v: number | null) => v !== null && dispatch({ kind: 'pickWorkouts', workouts: v })}
            aria-label="Workouts per week"
          >
            {WORKOUTS.map((w) => (
              <ToggleButton key={w.value} value={w.value}>
                {w.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      ) : step === 1 ? (
        <Stack spacing={2}>
          <Typography>Your height and weight</Typography>
          <TextField
            select
            label="Height (cm)"
            value={heightCm}
            onChange={(e) => dispatch({ kind: 'setHeight', cm: Number(e.target.value) })}
          >
            {range(GOALS_WIZARD_LIMITS.heightCm).map((h) => (
              <MenuItem key={h} value={h}>
                {h} cm
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Weight (kg)"
            value={weightKg}
            onChange={(e) => dispatch({ kind: 'setWeight', kg: Number(e.target.value) })}
          >
            {range(GOALS_WIZARD_LIMITS.weightKg).map((w) => (
              <MenuItem key={w} value={w}>
                {w} kg
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      ) : step === 2 ? (
        <Stack spacing={1}>
          <Typography>What is your goal?</Typography>
          <ToggleButtonGroup
            orientation="vertical"
            exclusive
            value={goal}
            onChange={(_e, v: WizardGoal | null) => v && dispatch({ kind: 'pickGoal', goal: v })}
            aria-label="Goal"
          >
            {GOALS.map((g) => (
              <ToggleButton key={g.value} value={g.value}>
                {g.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      ) : plan ? (
        <Stack spacing={1} aria-label="Your custom plan">
          <Typography variant="h6" component="p">
            Your custom plan
          </Typography>
          <Typography>{`${plan.calorieGoal} kcal a day`}</Typography>
          <Typography>{`Protein ${plan.proteinGoal} g · Carbs ${plan.carbGoal} g · Fat ${plan.fatGoal} g`}</Typography>
        </Stack>
      ) : null}
    </>
  );
  const actions = (
    <>
      <Button onClick={onCancel}>{cancelLabel}</Button>
      {step < 3 ? (
        <Button variant="contained" disabled={!canContinue(state)} onClick={() => dispatch({ kind: 'continue' })}>
          Continue
        </Button>
      ) : (
        <Button variant="contained" disabled={isLoading} onClick={() => void finish()}>
          {isLoading ? 'Saving...' : 'Continue'}
        </Button>
      )}
    </>
  );
  return <>{frame({ back, content, actions })}</>;
}
