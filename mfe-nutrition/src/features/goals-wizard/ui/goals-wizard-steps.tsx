import {
  formatWeight,
  goalWeightFor,
  readAge,
  wizardPlan,
  wizardPlanDerivation,
  BODY_LIMITS,
  type BodySex,
  type GoalValues,
  type WizardGoal,
} from '@chairside/contracts/web';
import {
  useCallFailed,
  useToast,
  ArrowBackIcon,
  BodyFields,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@chairside/ui';
import { useReducer, type ReactNode } from 'react';
import { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '../../../entities/nutrition-goals';
import { useGetUserProfileQuery, useUpdateUserProfileMutation } from '../../../entities/user-profile';
import {
  canContinue,
  goalsWizardReducer,
  initialGoalsWizard,
  wizardAnswers,
  WIZARD_PROGRESS,
} from '../model/wizard-state';

const SEXES: Array<{ value: BodySex; label: string }> = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];
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
 * The 4-step goals wizard: workouts, about you (height, weight, age, sex), goal, then the custom
 * plan with how it was reached. The dashboard's dialog and the welcome page frame the same steps
 * (`frame`), so both save one plan, and the profile keeps every answer it rests on.
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
  const { step, workouts, goal } = state;
  const answers = wizardAnswers(state);
  const plan = answers ? wizardPlan(answers) : null;
  const goalWeight = answers ? goalWeightFor(answers.goal, answers.weightKg) : null;
  const age = readAge(state.age);

  async function finish() {
    if (!plan || !answers || goalWeight === null) return;
    const r = await save({ goals: plan, exists: !!saved });
    if ('error' in r) return failed(r.error);
    // Every answer the plan rests on goes into the one profile, so Settings and the BMI card agree with it.
    const body = await updateProfile({
      height: answers.heightCm,
      weight: answers.weightKg,
      age: answers.age,
      sex: answers.sex,
      gender: answers.sex,
      goalWeight,
    });
    if ('error' in body) return failed(body.error);
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
          <Typography>About you</Typography>
          <Typography variant="body2" color="text.secondary">
            Your height, weight, age and sex set the calories your body uses at rest.
          </Typography>
          <BodyFields
            text={state.body}
            units={state.units}
            onText={(body) => dispatch({ kind: 'typeBody', body })}
            onUnits={(units) => dispatch({ kind: 'switchUnits', units })}
          />
          <TextField
            label="Age"
            value={state.age}
            onChange={(e) => dispatch({ kind: 'typeAge', age: e.target.value })}
            error={!!age.error}
            helperText={age.error ?? `${BODY_LIMITS.age.min}–${BODY_LIMITS.age.max} years`}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <Stack spacing={0.5}>
            <Typography id="wizard-sex-label" variant="body2">
              Sex (the calorie formula differs)
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={state.sex}
              onChange={(_e, v: BodySex | null) => v && dispatch({ kind: 'pickSex', sex: v })}
              aria-labelledby="wizard-sex-label"
            >
              {SEXES.map((x) => (
                <ToggleButton key={x.value} value={x.value}>
                  {x.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
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
      ) : plan && answers && goalWeight !== null ? (
        <Stack spacing={1} aria-label="Your custom plan">
          <Typography variant="h6" component="p">
            Your custom plan
          </Typography>
          <Typography>{`${plan.calorieGoal} kcal a day`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {wizardPlanDerivation(answers)}
          </Typography>
          <Typography>{`Protein ${plan.proteinGoal} g · Carbs ${plan.carbGoal} g · Fat ${plan.fatGoal} g`}</Typography>
          <Typography>{`Goal weight ${formatWeight(goalWeight, state.units)}`}</Typography>
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
