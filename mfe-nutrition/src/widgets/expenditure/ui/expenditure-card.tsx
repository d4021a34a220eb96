import { DEFAULT_GOALS, type ExpenditureResponse } from '@chairside/contracts/web';
import {
  useCallFailed,
  useLocale,
  useToast,
  Box,
  Button,
  CircularProgress,
  LoadFailed,
  Typography,
} from '@chairside/ui';
import { ConfirmGoalsDialog } from '@chairside/ui/forms';
import { useState } from 'react';
import { useGetNutritionGoalsQuery, useSaveNutritionGoalsMutation } from '../../../entities/nutrition-goals';
import { useT } from '../../../shared/i18n';
import { useToday } from '../../../shared/lib/use-today';
import { useWeightUnits } from '../../../shared/lib/weight-units';
import { useGetExpenditureQuery } from '../api/expenditure-api';
import { basisText, estimateText, missingText, suggestionText } from '../model/expenditure-text';
import { ExpenditureCardFrame } from './card-frame';

function FormulaLine({ r }: { r: ExpenditureResponse }) {
  const t = useT();
  const locale = useLocale();
  return r.formulaKcalPerDay !== null ? (
    <Typography variant="body2">
      {t('Formula estimate: {{kcal}} kcal a day (your BMR × 1.375, light activity).', {
        kcal: r.formulaKcalPerDay.toLocaleString(locale),
      })}
    </Typography>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {t('Add your height, age and sex in your profile for the formula estimate and a suggested goal.')}
    </Typography>
  );
}

/**
 * Your expenditure: what the member's own log says they burn (energy balance over the last 28
 * days, docs/decisions.md "Adaptive calorie goal") beside the formula, and the offer to set the
 * calorie goal from it through the same confirm step as the BMI plan.
 */
export default function ExpenditureCard() {
  const t = useT();
  const today = useToday();
  const expenditure = useGetExpenditureQuery(today);
  const { data: saved } = useGetNutritionGoalsQuery();
  const [saveGoals, goalsSave] = useSaveNutritionGoalsMutation();
  const [confirming, setConfirming] = useState(false);
  const [units] = useWeightUnits();
  const { toast } = useToast();
  const failed = useCallFailed();

  if (expenditure.isError)
    return (
      <ExpenditureCardFrame>
        <LoadFailed onRetry={expenditure.refetch}>{t('Your expenditure could not be loaded.')}</LoadFailed>
      </ExpenditureCardFrame>
    );
  const r = expenditure.data;
  if (!r)
    return (
      <ExpenditureCardFrame>
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={24} aria-label={t('Loading your expenditure')} />
        </Box>
      </ExpenditureCardFrame>
    );

  async function apply(goals: NonNullable<ExpenditureResponse['suggestion']>['goals']) {
    const result = await saveGoals({ goals, exists: !!saved });
    if ('error' in result)
      return failed(result.error, {
        title: t('Error'),
        description: t('Failed to update goals. Please try again.'),
        variant: 'destructive',
      });
    setConfirming(false);
    toast({
      title: t('Goals Updated'),
      description: t('Your daily goal is now {{kcal}} kcal.', { kcal: goals.calorieGoal }),
    });
  }

  if (!r.estimate)
    return (
      <ExpenditureCardFrame>
        <Typography sx={{ fontWeight: 600 }}>{t('Not enough data yet')}</Typography>
        {missingText(r.missing).map((line) => (
          <Typography key={line}>{line}</Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          {t(
            'Your expenditure is measured from what you log and your weight trend over the last 4 weeks: it needs at least 14 days, 10 of them with food logged, and 3 weigh-ins. So far: {{days}} days, {{logged}} logged, {{weighIns}} weigh-ins.',
            { days: r.window.days, logged: r.loggedDays, weighIns: r.weighIns },
          )}
        </Typography>
        <FormulaLine r={r} />
      </ExpenditureCardFrame>
    );

  const suggestion = r.suggestion;
  return (
    <ExpenditureCardFrame>
      <Typography variant="h5" component="p">
        {estimateText(r.estimate)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {basisText(r, units)}
      </Typography>
      <FormulaLine r={r} />
      {suggestion ? (
        <>
          <Typography sx={{ mt: 1 }}>{suggestionText(suggestion)}</Typography>
          <Box>
            <Button variant="outlined" size="small" onClick={() => setConfirming(true)} disabled={goalsSave.isLoading}>
              {t('Update my calorie goal')}
            </Button>
          </Box>
        </>
      ) : null}
      {confirming && suggestion ? (
        <ConfirmGoalsDialog
          current={saved ?? DEFAULT_GOALS}
          proposed={suggestion.goals}
          saving={goalsSave.isLoading}
          description={t('Your daily goals will change to the ones your measured expenditure suggests.')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void apply(suggestion.goals)}
        />
      ) : null}
    </ExpenditureCardFrame>
  );
}
