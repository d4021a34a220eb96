import {
  bmi,
  bmiCategory,
  bmiPlan,
  bmr,
  cmToFtIn,
  DEFAULT_GOALS,
  ftInToCm,
  kgToLb,
  lbToKg,
  type BodySex,
  type GoalValues,
  type WeightGoal,
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
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@chairside/ui';
import { useState } from 'react';
import { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '../../../entities/nutrition-goals';
import { useGetUserProfileQuery, useUpdateUserProfileMutation } from '../../../entities/user-profile';
import { ConfirmGoalsDialog } from './confirm-goals-dialog';

type Units = 'metric' | 'imperial';
const num = (s: string) => (s.trim() === '' || Number.isNaN(Number(s)) ? null : Number(s));
const fixed = (n: number, d = 1) => String(Math.round(n * 10 ** d) / 10 ** d);

/** Body Measurements (spec 2, 4, 9): metric or imperial, BMI, BMR, and a calorie goal with macros. */
export function BodyMeasurementsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: profile } = useGetUserProfileQuery();
  const { data: goals } = useGetNutritionGoalsQuery();
  const [updateProfile, profileSave] = useUpdateUserProfileMutation();
  const [saveGoals, goalsSave] = useSaveNutritionGoalsMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const [units, setUnits] = useState<Units>('metric');
  const [heightCm, setHeightCm] = useState(profile?.height ? String(profile.height) : '');
  const [weightKg, setWeightKg] = useState(profile?.weight ? String(profile.weight) : '');
  const [ft, setFt] = useState(() => (profile?.height ? String(cmToFtIn(profile.height).ft) : ''));
  const [inch, setInch] = useState(() => (profile?.height ? String(cmToFtIn(profile.height).inches) : ''));
  const [lb, setLb] = useState(() => (profile?.weight ? fixed(kgToLb(profile.weight)) : ''));
  const [age, setAge] = useState(profile?.age ? String(profile.age) : '');
  const [sex, setSex] = useState<BodySex | ''>(profile?.sex ?? '');
  const [goal, setGoal] = useState<WeightGoal>('auto');
  const [proposed, setProposed] = useState<GoalValues | null>(null);

  // The metric values are the truth; the imperial fields convert to them.
  const height = units === 'metric' ? num(heightCm) : num(ft) !== null ? ftInToCm(num(ft)!, num(inch) ?? 0) : null;
  const weight = units === 'metric' ? num(weightKg) : num(lb) !== null ? Math.round(lbToKg(num(lb)!) * 10) / 10 : null;
  const ageN = num(age);
  const value = bmi(height, weight);
  const category = value !== null ? bmiCategory(value) : null;
  // One goals module for every path (decisions.md "Goals"): 1.8 g protein per kg, never below the BMR.
  const plan = bmiPlan({ heightCm: height, weightKg: weight, age: ageN, sex: sex || null, goal });

  function switchUnits(next: Units | null) {
    if (!next || next === units) return;
    if (next === 'imperial') {
      if (height) {
        const { ft: f, inches } = cmToFtIn(height);
        setFt(String(f));
        setInch(String(inches));
      }
      if (weight) setLb(fixed(kgToLb(weight)));
    } else {
      if (height) setHeightCm(String(height));
      if (weight) setWeightKg(fixed(weight));
    }
    setUnits(next);
  }

  async function saveMeasurements() {
    const r = await updateProfile({ height, weight, age: ageN === null ? null : Math.round(ageN), sex: sex || null });
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
    setProposed(null);
    toast({ title: 'Goals Updated', description: `Your daily goal is now ${next.calorieGoal} kcal.` });
  }

  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="body-measurements-title">
        <DialogTitle id="body-measurements-title">Body Measurements</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={units}
              onChange={(_e, v: Units | null) => switchUnits(v)}
              aria-label="Units"
            >
              <ToggleButton value="metric">Metric (kg/cm)</ToggleButton>
              <ToggleButton value="imperial">Imperial (lbs/ft-in)</ToggleButton>
            </ToggleButtonGroup>
            {units === 'metric' ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  label="Height (cm)"
                  type="number"
                  value={heightCm}
                  onChange={(e) => setHeightCm(e.target.value)}
                  fullWidth
                />
                <TextField
                  label="Weight (kg)"
                  type="number"
                  value={weightKg}
                  onChange={(e) => setWeightKg(e.target.value)}
                  fullWidth
                />
              </Stack>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField label="Height (ft)" type="number" value={ft} onChange={(e) => setFt(e.target.value)} />
                <TextField label="Height (in)" type="number" value={inch} onChange={(e) => setInch(e.target.value)} />
                <TextField label="Weight (lbs)" type="number" value={lb} onChange={(e) => setLb(e.target.value)} />
              </Stack>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label="Age (optional)"
                type="number"
                value={age}
                onChange={(e) => setAge(e.target.value)}
                fullWidth
              />
              <TextField
                select
                label="Sex (optional)"
                value={sex}
                onChange={(e) => setSex(e.target.value as BodySex | '')}
                fullWidth
              >
                <MenuItem value="">Not set</MenuItem>
                <MenuItem value="male">Male</MenuItem>
                <MenuItem value="female">Female</MenuItem>
                <MenuItem value="other">Other</MenuItem>
              </TextField>
            </Stack>
            <TextField select label="Goal" value={goal} onChange={(e) => setGoal(e.target.value as WeightGoal)}>
              <MenuItem value="auto">Follow my BMI</MenuItem>
              <MenuItem value="weight_loss">Lose weight</MenuItem>
              <MenuItem value="maintenance">Maintain</MenuItem>
              <MenuItem value="weight_gain">Gain weight</MenuItem>
            </TextField>
            {value !== null && category ? (
              <Alert severity="info" aria-label="Your results">
                <Typography>{`BMI ${value} · ${category.label}`}</Typography>
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
          <Button onClick={() => setProposed(plan)} disabled={plan === null || goalsSave.isLoading}>
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
          onCancel={() => setProposed(null)}
          onConfirm={() => void applyAsGoals(proposed)}
        />
      ) : null}
    </>
  );
}
