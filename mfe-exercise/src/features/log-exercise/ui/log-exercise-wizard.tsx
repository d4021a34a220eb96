import { DELAYS_MS, type CreateExerciseEntryRequest } from '@chairside/contracts/web';
import { useGetUserProfileQuery } from '@chairside/api-client';
import { Box, useCallFailed } from '@chairside/ui';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useCreateExerciseEntryMutation } from '../../../entities/exercise-entry';
import { t, useT } from '../../../shared/i18n';
import { exerciseTypeLabel } from '../../../shared/i18n/labels';
import { useAnalyzeExerciseMutation } from '../api/analyze-exercise-api';
import {
  INITIAL_WIZARD,
  describedEntry,
  detailsEntry,
  needsIntensity,
  stretchSessionEntry,
  wizardReducer,
  type WizardStep,
} from '../model/wizard';
import { DescribeStep } from './describe-step';
import { DetailsStep } from './details-step';
import { ResultStep } from './result-step';
import { StepHeader } from './step-header';
import { StretchSessionStep } from './stretch-session-step';
import { SuccessView } from './success-view';
import { TypeStep } from './type-step';

const HEADING_ID = 'log-exercise-step-heading';

function stepTitle(step: WizardStep, manual: boolean): string {
  switch (step) {
    case 1:
      return t('Choose an exercise type');
    case 2:
      return manual ? t('Duration and calories') : t('Intensity and duration');
    case 3:
      return t('Your result');
    case 4:
      return t('Describe your exercise');
    case 5:
      return exerciseTypeLabel('ergonomic');
  }
}

/** The Log Exercise wizard: the content of the dashboard's 'Log Exercise' dialog. */
export function LogExerciseWizard({ onClose }: { onClose: () => void }) {
  // Read so the step title follows a language change.
  useT();
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const [logged, setLogged] = useState<{ name: string; calories: number } | null>(null);
  const [createEntry, creating] = useCreateExerciseEntryMutation();
  const [analyse, analysing] = useAnalyzeExerciseMutation();
  const callFailed = useCallFailed();
  const weightKg = useGetUserProfileQuery().data?.weight;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const pendingAnalysis = useRef<{ abort: () => void } | null>(null);
  // The embedding page may hand a new onClose on every render; that must not restart the success timer.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // A new step (or going back) puts focus on its heading; the first one keeps the dialog's own focus.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  // Run and Weight Lifting count MET × the member's own weight once the profile has it.
  useEffect(() => {
    if (weightKg) dispatch({ kind: 'setWeight', weightKg });
  }, [weightKg]);

  // Closing the dialog mid-analysis stops the polling; the job itself still finishes in the worker.
  useEffect(() => () => pendingAnalysis.current?.abort(), []);

  // The timer lives in an effect so closing the dialog during the success view clears it.
  useEffect(() => {
    if (!logged) return;
    const timer = setTimeout(() => {
      dispatch({ kind: 'reset' });
      setLogged(null);
      closeRef.current();
    }, DELAYS_MS.exerciseSuccess);
    return () => clearTimeout(timer);
  }, [logged]);

  async function save(body: CreateExerciseEntryRequest | null) {
    if (!body || creating.isLoading) return;
    const result = await createEntry(body);
    // Everything the user entered stays in the wizard, so saving can simply be tried again.
    if ('error' in result)
      return callFailed(result.error, {
        title: t('Save Failed'),
        description: t('Failed to save exercise entry. Please try again.'),
        variant: 'destructive',
      });
    setLogged({ name: body.name, calories: body.caloriesBurned });
  }

  async function runAnalysis() {
    const text = state.describeText;
    const call = analyse({ description: text.trim() });
    pendingAnalysis.current = call;
    const result = await call;
    pendingAnalysis.current = null;
    // The text stays in the field either way, so a failed analysis can be retried as it is.
    if ('error' in result)
      return callFailed(result.error, {
        title: t('Analysis Failed'),
        description: t('Failed to analyze exercise. Please try again.'),
        variant: 'destructive',
      });
    dispatch({ kind: 'analysed', text, result: result.data });
  }

  if (logged) return <SuccessView name={logged.name} calories={logged.calories} />;

  const step = state.step;
  const saving = creating.isLoading;
  return (
    <Box sx={{ pt: 1 }}>
      <StepHeader id={HEADING_ID} ref={heading} onBack={step === 1 ? undefined : () => dispatch({ kind: 'back' })}>
        {stepTitle(step, !needsIntensity(state.exerciseType))}
      </StepHeader>
      {step === 1 ? (
        <TypeStep
          headingId={HEADING_ID}
          value={state.exerciseType}
          onPick={(exerciseType) => dispatch({ kind: 'pickType', exerciseType })}
          onContinue={() => dispatch({ kind: 'continue' })}
        />
      ) : step === 2 ? (
        <DetailsStep state={state} dispatch={dispatch} />
      ) : step === 3 ? (
        <ResultStep state={state} dispatch={dispatch} saving={saving} onLog={() => void save(detailsEntry(state))} />
      ) : step === 4 ? (
        <DescribeStep
          state={state}
          dispatch={dispatch}
          analysing={analysing.isLoading}
          saving={saving}
          onAnalyse={() => void runAnalysis()}
          onSave={() => void save(describedEntry(state))}
        />
      ) : (
        <StretchSessionStep
          state={state}
          dispatch={dispatch}
          saving={saving}
          onSave={() => void save(stretchSessionEntry(state.stretches))}
        />
      )}
    </Box>
  );
}
