import {
  activityForWorkouts,
  bmr,
  goalWeightFor,
  wizardPlan,
  type BodySex,
  type GoalValues,
  type WizardGoal,
  readAge,
  BODY_LIMITS,
} from '@chairside/contracts/web';
import {
  useCallFailed,
  useLocale,
  useToast,
  ArrowBackIcon,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  weightText,
} from '@chairside/ui';
import { BodyFields, TextField } from '@chairside/ui/forms';
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
import { t, useT } from '../../../shared/i18n';
import { ageErrorText } from '../../../shared/i18n/age-error';

// Labels are functions, so each is read in the language active when the step is drawn.
const SEXES: Array<{ value: BodySex; label: () => string }> = [
  { value: 'female', label: () => t('Female') },
  { value: 'male', label: () => t('Male') },
  { value: 'other', label: () => t('Other') },
];
const WORKOUTS = [
  { value: 1, label: () => t('0-2 workouts a week') },
  { value: 4, label: () => t('3-5 workouts a week') },
  { value: 6, label: () => t('6+ workouts a week') },
];
const GOALS: Array<{ value: WizardGoal; label: () => string }> = [
  { value: 'lose', label: () => t('Lose weight') },
  { value: 'maintain', label: () => t('Maintain') },
  { value: 'gain', label: () => t('Gain muscle') },
];

type WizardAnswers = NonNullable<ReturnType<typeof wizardAnswers>>;

/**
 * How the plan was reached, in one line, as the contracts' wizardPlanDerivation words it in English
 * ("Resting 1,368 kcal (68 kg, 165 cm, 40-year-old woman) × 1.375 for 0–2 workouts − 500 to lose =
 * 1,381 kcal a day"), but in the active language and with its number format: one whole sentence per goal.
 */
function planDerivation(p: WizardAnswers, locale: string): string {
  const resting = bmr({ weightKg: p.weightKg, heightCm: p.heightCm, age: p.age, sex: p.sex });
  const calories = wizardPlan(p).calorieGoal;
  const n = (v: number) => Math.round(v).toLocaleString(locale);
  const person =
    p.sex === 'male'
      ? t('{{age}}-year-old man', { age: p.age })
      : p.sex === 'female'
        ? t('{{age}}-year-old woman', { age: p.age })
        : t('{{age}}-year-old person (female formula)', { age: p.age });
  const values = {
    resting: n(resting),
    weight: p.weightKg.toLocaleString(locale),
    height: p.heightCm.toLocaleString(locale),
    person,
    activity: activityForWorkouts(p.workoutsPerWeek).toLocaleString(locale),
    workouts: p.workoutsPerWeek <= 2 ? '0–2' : p.workoutsPerWeek <= 5 ? '3–5' : '6+',
    kcal: n(calories),
  };
  const floor = calories === Math.round(resting);
  if (p.goal === 'lose')
    return floor
      ? t(
          'Resting {{resting}} kcal ({{weight}} kg, {{height}} cm, {{person}}) × {{activity}} for {{workouts}} workouts − 500 to lose = {{kcal}} kcal a day, kept at your resting need',
          values,
        )
      : t(
          'Resting {{resting}} kcal ({{weight}} kg, {{height}} cm, {{person}}) × {{activity}} for {{workouts}} workouts − 500 to lose = {{kcal}} kcal a day',
          values,
        );
  if (p.goal === 'gain')
    return floor
      ? t(
          'Resting {{resting}} kcal ({{weight}} kg, {{height}} cm, {{person}}) × {{activity}} for {{workouts}} workouts + 500 to gain = {{kcal}} kcal a day, kept at your resting need',
          values,
        )
      : t(
          'Resting {{resting}} kcal ({{weight}} kg, {{height}} cm, {{person}}) × {{activity}} for {{workouts}} workouts + 500 to gain = {{kcal}} kcal a day',
          values,
        );
  return t(
    'Resting {{resting}} kcal ({{weight}} kg, {{height}} cm, {{person}}) × {{activity}} for {{workouts}} workouts = {{kcal}} kcal a day',
    values,
  );
}

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
  cancelLabel,
  frame,
}: {
  onCancel: () => void;
  onSaved: (plan: GoalValues) => void;
  cancelLabel?: string;
  frame: (parts: GoalsWizardParts) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const { data: profile } = useGetUserProfileQuery();
  const { data: saved } = useGetNutritionGoalsQuery();
  const [save, goalsSave] = useSaveNutritionGoalsMutation();
  const [updateProfile, profileSave] = useUpdateUserProfileMutation();
  const isLoading = goalsSave.isLoading || profileSave.isLoading;
  const { toast } = useToast();
  const callFailed = useCallFailed();
  const failed = (error: unknown) =>
    callFailed(error, {
      title: t('Error'),
      description: t('Failed to update goals. Please try again.'),
      variant: 'destructive',
    });
  const [state, dispatch] = useReducer(goalsWizardReducer, profile, initialGoalsWizard);
  const { step, workouts, goal } = state;
  const answers = wizardAnswers(state);
  const plan = answers ? wizardPlan(answers) : null;
  const goalWeight = answers ? goalWeightFor(answers.goal, answers.weightKg) : null;
  const age = readAge(state.age);
  const ageError = ageErrorText(age.error);

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
    toast({ title: t('Goals Updated'), description: t('Your plan: {{kcal}} kcal a day.', { kcal: plan.calorieGoal }) });
    onSaved(plan);
  }

  const back =
    step > 0 ? (
      <IconButton aria-label={t('Back')} onClick={() => dispatch({ kind: 'back' })} size="small">
        <ArrowBackIcon />
      </IconButton>
    ) : null;
  const content = (
    <>
      <LinearProgress
        variant="determinate"
        value={WIZARD_PROGRESS[step]}
        aria-label={t('Step {{step}} of 4', { step: step + 1 })}
        sx={{ mb: 2 }}
      />
      {step === 0 ? (
        <Stack spacing={1}>
          <Typography>{t('How often do you work out?')}</Typography>
          <ToggleButtonGroup
            orientation="vertical"
            exclusive
            value={workouts}
            onChange={(_e, v: number | null) => v !== null && dispatch({ kind: 'pickWorkouts', workouts: v })}
            aria-label={t('Workouts per week')}
          >
            {WORKOUTS.map((w) => (
              <ToggleButton key={w.value} value={w.value}>
                {w.label()}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      ) : step === 1 ? (
        <Stack spacing={2}>
          <Typography>{t('About you')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('Your height, weight, age and sex set the calories your body uses at rest.')}
          </Typography>
          <BodyFields
            text={state.body}
            units={state.units}
            onText={(body) => dispatch({ kind: 'typeBody', body })}
            onUnits={(units) => dispatch({ kind: 'switchUnits', units })}
          />
          <TextField
            label={t('Age')}
            value={state.age}
            onChange={(e) => dispatch({ kind: 'typeAge', age: e.target.value })}
            error={!!ageError}
            helperText={ageError ?? t('{{min}}–{{max}} years', { min: BODY_LIMITS.age.min, max: BODY_LIMITS.age.max })}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <Stack spacing={0.5}>
            <Typography id="wizard-sex-label" variant="body2">
              {t('Sex (the calorie formula differs)')}
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
                  {x.label()}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        </Stack>
      ) : step === 2 ? (
        <Stack spacing={1}>
          <Typography>{t('What is your goal?')}</Typography>
          <ToggleButtonGroup
            orientation="vertical"
            exclusive
            value={goal}
            onChange={(_e, v: WizardGoal | null) => v && dispatch({ kind: 'pickGoal', goal: v })}
            aria-label={t('Goal')}
          >
            {GOALS.map((g) => (
              <ToggleButton key={g.value} value={g.value}>
                {g.label()}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      ) : plan && answers && goalWeight !== null ? (
        <Stack spacing={1} aria-label={t('Your custom plan')}>
          <Typography variant="h6" component="p">
            {t('Your custom plan')}
          </Typography>
          <Typography>{t('{{kcal}} kcal a day', { kcal: plan.calorieGoal })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {planDerivation(answers, locale)}
          </Typography>
          <Typography>
            {t('Protein {{protein}} g · Carbs {{carbs}} g · Fat {{fat}} g', {
              protein: plan.proteinGoal,
              carbs: plan.carbGoal,
              fat: plan.fatGoal,
            })}
          </Typography>
          <Typography>
            {t('Goal weight {{weight}}', { weight: weightText(goalWeight, state.units, locale) })}
          </Typography>
        </Stack>
      ) : null}
    </>
  );
  const actions = (
    <>
      <Button onClick={onCancel}>{cancelLabel ?? t('Cancel')}</Button>
      {step < 3 ? (
        <Button variant="contained" disabled={!canContinue(state)} onClick={() => dispatch({ kind: 'continue' })}>
          {t('Continue')}
        </Button>
      ) : (
        <Button variant="contained" disabled={isLoading} onClick={() => void finish()}>
          {isLoading ? t('Saving...') : t('Continue')}
        </Button>
      )}
    </>
  );
  return <>{frame({ back, content, actions })}</>;
}
