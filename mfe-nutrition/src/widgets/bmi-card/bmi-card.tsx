import {
  ACTIVITY_DEFAULTS,
  bmi,
  bmiCategory,
  calorieGoalFromBody,
  formatBmi,
  type BmiCategory,
} from '@chairside/contracts/web';
import { SectionCard, Button, Typography, useLocale } from '@chairside/ui';
import { BmiScale } from '@chairside/ui/nutrition-details';
import { lazy, Suspense, useState } from 'react';
import { useGetUserProfileQuery } from '../../entities/user-profile';
import { t as translate, useT } from '../../shared/i18n';

// Loads when first opened, not with the dashboard.
const BodyMeasurementsDialog = lazy(() =>
  import('../../features/body-measurements').then((m) => ({ default: m.BodyMeasurementsDialog })),
);

/** The category's name as the contracts give it in English ('Normal weight'), in the active language. */
function bmiCategoryLabel(category: BmiCategory): string {
  switch (category) {
    case 'underweight':
      return translate('Underweight');
    case 'normal':
      return translate('Normal weight');
    case 'overweight':
      return translate('Overweight');
    case 'obese':
      return translate('Obese');
  }
}

/** BMI Tracking: the value, its category, and a marker on a 0–40 bar. */
export function BmiCard() {
  const t = useT();
  const locale = useLocale();
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
    <SectionCard title={t('BMI Tracking')}>
      {value !== null && category ? (
        <>
          <Typography variant="h4" component="p">
            {formatBmi(value)}
          </Typography>
          <Typography color="text.secondary">{bmiCategoryLabel(category.category)}</Typography>
          {calories !== null ? (
            <Typography variant="body2">
              {t('Suggested daily calories: {{kcal}} kcal', { kcal: calories.toLocaleString(locale) })}
            </Typography>
          ) : null}
          <BmiScale value={value} />
        </>
      ) : (
        <Typography color="text.secondary">{t('Add your height and weight to track your BMI.')}</Typography>
      )}
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {t('Update Measurements')}
      </Button>
      <Suspense fallback={null}>
        {open ? <BodyMeasurementsDialog open onClose={() => setOpen(false)} /> : null}
      </Suspense>
    </SectionCard>
  );
}
