import {
  bmi,
  bmiCategory,
  bmiPlan,
  bmr,
  formatBmi,
  DEFAULT_GOALS,
  type BodySex,
  type GoalValues,
  type WeightGoal,
  readAge,
  BODY_LIMITS,
} from '@chairside/contracts/web';
import {
  useCallFailed,
  useToast,
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@chairside/ui';
import { BodyFields, ConfirmGoalsDialog, MenuItem, TextField } from '@chairside/ui/forms';
import { useReducer } from 'react';
import { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '../../../entities/nutrition-goals';
import { useGetUserProfileQuery, useUpdateUserProfileMutation } from '../../../entities/user-profile';
import { t, useT } from '../../../shared/i18n';
import { ageErrorText } from '../../../shared/i18n/age-error';
import { initialMeasurements, measured, measurementsReducer } from '../model/measurements-form';

/** The BMI band's name in the active language. */
function bmiLabel(category: ReturnType<typeof bmiCategory>['category']): string {
  switch (category) {
    case 'underweight':
      return t('Underweight');
    case 'normal':
      return t('Normal weight');
    case 'overweight':
      return t('Overweight');
    case 'obese':
      return t('Obese');
  }
}

/**
 * Body Measurements: the shared height and weight fields (metric or imperial), BMI, BMR, and a
 * calorie goal with macros. The age comes from the profile; it is asked here only when the profile has none.
 */
export function BodyMeasurementsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { data: profile } = useGetUserProfileQuery();
  const { data: goals } = useGetNutritionGoalsQuery();
  const [updateProfile, profileSave] = useUpdateUserProfileMutation();
  const [saveGoals, goalsSave] = useSaveNutritionGoalsMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const [form, dispatch] = useReducer(measurementsReducer, profile, initialMeasurements);
  const { units, age, sex, goal, proposed } = form;
  const ageFromProfile = profile?.age ?? null;
  const ageError = ageErrorText(readAge(age).error);
  const { height, weight, age: ageN } = measured(form);
  const value = bmi(height, weight);
  const category = value !== null ? bmiCategory(value) : null;
  // One goals module for every path (decisions.md "Goals"): 1.8 g protein per kg, never below the BMR.
  const plan = bmiPlan({ heightCm: height, weightKg: weight, age: ageN, sex: sex || null, goal });

  async function saveMeasurements() {
    const r = await updateProfile({
      height,
      weight,
      ...(ageFromProfile === null && ageN !== null ? { age: ageN } : {}),
      sex: sex || null,
      // One value for both names, so Settings shows the sex given here.
      ...(sex ? { gender: sex } : {}),
    });
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to update profile. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: t('Profile Updated'), description: t('Your measurements have been saved.') });
    onClose();
  }

  // Asked first (ConfirmGoalsDialog); saved only on 'Use These Goals'.
  async function applyAsGoals(next: GoalValues) {
    const r = await saveGoals({ goals: next, exists: !!goals });
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to update goals. Please try again.'),
        variant: 'destructive',
      });
    dispatch({ kind: 'proposalClosed' });
    toast({
      title: t('Goals Updated'),
      description: t('Your daily goal is now {{kcal}} kcal.', { kcal: next.calorieGoal }),
    });
  }

  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="body-measurements-title">
        <DialogTitle id="body-measurements-title">{t('Body Measurements')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <BodyFields
              text={form.body}
              units={units}
              onText={(body) => dispatch({ kind: 'typeBody', body })}
              onUnits={(u) => dispatch({ kind: 'switchUnits', units: u })}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {ageFromProfile === null ? (
                <TextField
                  label={t('Age (optional)')}
                  value={age}
                  onChange={(e) => dispatch({ kind: 'typeAge', age: e.target.value })}
                  error={!!ageError}
                  helperText={
                    ageError ?? t('{{min}}–{{max}} years', { min: BODY_LIMITS.age.min, max: BODY_LIMITS.age.max })
                  }
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                  fullWidth
                />
              ) : (
                <Typography sx={{ flex: 1, alignSelf: 'center' }}>
                  {t('Age {{age}}, from your profile', { age: ageFromProfile })}
                </Typography>
              )}
              <TextField
                select
                label={t('Sex (optional)')}
                value={sex}
                onChange={(e) => dispatch({ kind: 'pickSex', sex: e.target.value as BodySex | '' })}
                fullWidth
              >
                <MenuItem value="">{t('Not set')}</MenuItem>
                <MenuItem value="male">{t('Male')}</MenuItem>
                <MenuItem value="female">{t('Female')}</MenuItem>
                <MenuItem value="other">{t('Other')}</MenuItem>
              </TextField>
            </Stack>
            <TextField
              select
              label={t('Goal')}
              value={goal}
              onChange={(e) => dispatch({ kind: 'pickGoal', goal: e.target.value as WeightGoal })}
            >
              <MenuItem value="auto">{t('Follow my BMI')}</MenuItem>
              <MenuItem value="weight_loss">{t('Lose weight')}</MenuItem>
              <MenuItem value="maintenance">{t('Maintain')}</MenuItem>
              <MenuItem value="weight_gain">{t('Gain weight')}</MenuItem>
            </TextField>
            {value !== null && category ? (
              <Alert severity="info" aria-label={t('Your results')}>
                <Typography>
                  {t('BMI {{bmi}} · {{category}}', { bmi: formatBmi(value), category: bmiLabel(category.category) })}
                </Typography>
                {ageN && sex && height && weight ? (
                  <Typography variant="body2">
                    {t('BMR {{kcal}} kcal a day at rest', {
                      kcal: Math.round(bmr({ weightKg: weight, heightCm: height, age: ageN, sex })),
                    })}
                  </Typography>
                ) : null}
                {plan ? (
                  <Typography variant="body2">
                    {t('Suggested: {{kcal}} kcal · protein {{protein}} g · carbs {{carbs}} g · fat {{fat}} g', {
                      kcal: plan.calorieGoal,
                      protein: plan.proteinGoal,
                      carbs: plan.carbGoal,
                      fat: plan.fatGoal,
                    })}
                  </Typography>
                ) : (
                  <Typography variant="body2">{t('Add your age and sex for a calorie goal.')}</Typography>
                )}
              </Alert>
            ) : (
              <Typography color="text.secondary">{t('Enter your height and weight to see your BMI.')}</Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button
            onClick={() => dispatch({ kind: 'propose', goals: plan })}
            disabled={plan === null || goalsSave.isLoading}
          >
            {t('Use as My Goals')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void saveMeasurements()}
            disabled={value === null || profileSave.isLoading}
          >
            {profileSave.isLoading ? t('Saving...') : t('Save Measurements')}
          </Button>
        </DialogActions>
      </Dialog>
      {proposed ? (
        <ConfirmGoalsDialog
          current={goals ?? DEFAULT_GOALS}
          proposed={proposed}
          saving={goalsSave.isLoading}
          onCancel={() => dispatch({ kind: 'proposalClosed' })}
          onConfirm={() => void applyAsGoals(proposed)}
        />
      ) : null}
    </>
  );
}
