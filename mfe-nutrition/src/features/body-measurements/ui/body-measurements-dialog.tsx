import {
  bmi,
  bmiCategory,
  bmiPlan,
  bmr,
  formatBmi,
  readAge,
  BODY_LIMITS,
  DEFAULT_GOALS,
  type BodySex,
  type GoalValues,
  type WeightGoal,
} from '@chairside/contracts/web';
import {
  useCallFailed,
  useToast,
  Alert,
  BodyFields,
  Button,
  ConfirmGoalsDialog,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@chairside/ui';
import { useReducer } from 'react';
import { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '../../../entities/nutrition-goals';
import { useGetUserProfileQuery, useUpdateUserProfileMutation } from '../../../entities/user-profile';
import { initialMeasurements, measured, measurementsReducer } from '../model/measurements-form';

/**
 * Body Measurements: the shared height and weight fields (metric or imperial), BMI, BMR, and a
 * calorie goal with macros. The age comes from the profile; it is asked here only when the profile has none.
 */
export function BodyMeasurementsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: profile } = useGetUserProfileQuery();
  const { data: goals } = useGetNutritionGoalsQuery();
  const [updateProfile, profileSave] = useUpdateUserProfileMutation();
  const [saveGoals, goalsSave] = useSaveNutritionGoalsMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const [form, dispatch] = useReducer(measurementsReducer, profile, initialMeasurements);
  const { units, age, sex, goal, proposed } = form;
  const ageFromProfile = profile?.age ?? null;
  const ageError = readAge(age).error;
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
        title: 'Error',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      });
    toast({ title: 'Profile Updated', description: 'Your measurements have been saved.' });
    onClose();
  }

  // Asked first (ConfirmGoalsDialog); saved only on 'Use These Goals'.
  async function applyAsGoals(next: GoalValues) {
    const r = await saveGoals({ goals: next, exists: !!goals });
    if ('error' in r)
      return failed(r.error, {
        title: 'Error',
        description: 'Failed to update goals. Please try again.',
        variant: 'destructive',
      });
    dispatch({ kind: 'proposalClosed' });
    toast({ title: 'Goals Updated', description: `Your daily goal is now ${next.calorieGoal} kcal.` });
  }

  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="body-measurements-title">
        <DialogTitle id="body-measurements-title">Body Measurements</DialogTitle>
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
                  label="Age (optional)"
                  value={age}
                  onChange={(e) => dispatch({ kind: 'typeAge', age: e.target.value })}
                  error={!!ageError}
                  helperText={ageError ?? `${BODY_LIMITS.age.min}–${BODY_LIMITS.age.max} years`}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                  fullWidth
                />
              ) : (
                <Typography
                  sx={{ flex: 1, alignSelf: 'center' }}
                >{`Age ${ageFromProfile}, from your profile`}</Typography>
              )}
              <TextField
                select
                label="Sex (optional)"
                value={sex}
                onChange={(e) => dispatch({ kind: 'pickSex', sex: e.target.value as BodySex | '' })}
                fullWidth
              >
                <MenuItem value="">Not set</MenuItem>
                <MenuItem value="male">Male</MenuItem>
                <MenuItem value="female">Female</MenuItem>
                <MenuItem value="other">Other</MenuItem>
              </TextField>
            </Stack>
            <TextField
              select
              label="Goal"
              value={goal}
              onChange={(e) => dispatch({ kind: 'pickGoal', goal: e.target.value as WeightGoal })}
            >
              <MenuItem value="auto">Follow my BMI</MenuItem>
              <MenuItem value="weight_loss">Lose weight</MenuItem>
              <MenuItem value="maintenance">Maintain</MenuItem>
              <MenuItem value="weight_gain">Gain weight</MenuItem>
            </TextField>
            {value !== null && category ? (
              <Alert severity="info" aria-label="Your results">
                <Typography>{`BMI ${formatBmi(value)} · ${category.label}`}</Typography>
                {ageN && sex && height && weight ? (
                  <Typography variant="body2">{`BMR ${Math.round(bmr({ weightKg: weight, heightCm: height, age: ageN, sex }))} kcal a day at rest`}</Typography>
                ) : null}
                {plan ? (
                  <Typography variant="body2">{`Suggested: ${plan.calorieGoal} kcal · protein ${plan.proteinGoal} g · carbs ${plan.carbGoal} g · fat ${plan.fatGoal} g`}</Typography>
                ) : (
                  <Typography variant="body2">Add your age and sex for a calorie goal.</Typography>
                )}
              </Alert>
            ) : (
              <Typography color="text.secondary">Enter your height and weight to see your BMI.</Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            onClick={() => dispatch({ kind: 'propose', goals: plan })}
            disabled={plan === null || goalsSave.isLoading}
          >
            Use as My Goals
          </Button>
          <Button
            variant="contained"
            onClick={() => void saveMeasurements()}
            disabled={value === null || profileSave.isLoading}
          >
            {profileSave.isLoading ? 'Saving...' : 'Save Measurements'}
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
