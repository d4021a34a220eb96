import { ACTIVITY_DEFAULTS, bmi, bmiCategory, calorieGoalFromBody, formatBmi } from '@chairside/contracts/web';
import { BmiScale, SectionCard, Button, Typography } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { useGetUserProfileQuery } from '../../entities/user-profile';

// Loads when first opened, not with the dashboard.
const BodyMeasurementsDialog = lazy(() =>
  import('../../features/body-measurements').then((m) => ({ default: m.BodyMeasurementsDialog })),
);

/** BMI Tracking: the value, its category, and a marker on a 0–40 bar. */
export function BmiCard() {
  const { data: profile } = useGetUserProfileQuery();
  const [open, setOpen] = useState(false);
  const value = bmi(profile?.height, profile?.weight);
  const category = value !== null ? bmiCategory(value) : null;
  // The dashboard assumes moderate activity (1.55); the goal follows the BMI category.
  const calories = calorieGoalFromBody({
    heightCm: profile?.height,
    weightKg: profile?.weight,
    age: profile?.age,
    sex: profile?.sex,
    activity: ACTIVITY_DEFAULTS.dashboard,
  });
  return (
    <SectionCard title="BMI Tracking">
      {value !== null && category ? (
        <>
          <Typography variant="h4" component="p">
            {formatBmi(value)}
          </Typography>
          <Typography color="text.secondary">{category.label}</Typography>
          {calories !== null ? (
            <Typography variant="body2">Suggested daily calories: {calories.toLocaleString('en-US')} kcal</Typography>
          ) : null}
          <BmiScale value={value} />
        </>
      ) : (
        <Typography color="text.secondary">Add your height and weight to track your BMI.</Typography>
      )}
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Update Measurements
      </Button>
      <Suspense fallback={null}>
        {open ? <BodyMeasurementsDialog open onClose={() => setOpen(false)} /> : null}
      </Suspense>
    </SectionCard>
  );
}
