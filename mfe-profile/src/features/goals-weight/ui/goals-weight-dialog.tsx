import { type BodyUnits as UnitSystem, ageOn, BODY_LIMITS } from '@chairside/contracts/web';
import { ConfirmGoalsDialog } from '@chairside/ui/forms';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetUserProfileQuery, useUpdateUserProfileMutation } from '../../../entities/user-profile';
import { bodyData } from '../model/body-defaults';
import { useRecomputeGoals } from '../model/use-recompute-goals';
import { useSaveBody } from '../model/use-save-body';
import { BirthdayDialog } from './birthday-dialog';
import { BodySummaryDialog, type BodyEditor } from './body-summary-dialog';
import { GenderDialog } from './gender-dialog';
import { HeightDialog } from './height-dialog';
import { WeightDialog } from './weight-dialog';
import { useT } from '../../../shared/i18n';

/** The age a birthday gives today, when the profile accepts it (a birthday under 13 years ago keeps the age as it was). */
function birthdayAge(date: string): { age?: number } {
  const age = ageOn(date, new Date());
  return age >= BODY_LIMITS.age.min && age <= BODY_LIMITS.age.max ? { age } : {};
}

/**
 * Goals & Current Weight: one dialog at a time; a sub-dialog's back arrow or save brings
 * the main dialog back. The unit system is the profile's (weigh-ins and water follow it), and a
 * choice shows at once. A saved
 * change to the body data offers to recompute the goals from it (asked first, as the BMI plan is).
 */
export function GoalsWeightDialog({ onClose }: { onClose: () => void }) {
  const { data: profile } = useGetUserProfileQuery();
  const [updateProfile] = useUpdateUserProfileMutation();
  const [chosen, setChosen] = useState<UnitSystem | null>(null);
  const units: UnitSystem = chosen ?? profile?.unitSystem ?? 'metric';
  const onUnits = (unitSystem: UnitSystem) => {
    setChosen(unitSystem);
    void updateProfile({ unitSystem });
  };
  const { save, saving } = useSaveBody();
  const navigate = useNavigate();
  const recompute = useRecomputeGoals();
  const t = useT();
  const [editor, setEditor] = useState<BodyEditor | null>(null);
  const body = profile ? bodyData(profile) : null;
  const back = () => setEditor(null);
  const saveThen = async (...args: Parameters<typeof save>) => {
    const updated = await save(...args);
    if (!updated) return;
    back();
    recompute.offer(updated);
  };

  if (!body || editor === null)
    return (
      <>
        <BodySummaryDialog
          body={body}
          units={units}
          onUnits={onUnits}
          onEdit={setEditor}
          onClose={onClose}
          onHome={() => {
            onClose();
            navigate('/');
          }}
        />
        {recompute.proposed ? (
          <ConfirmGoalsDialog
            current={recompute.current}
            proposed={recompute.proposed}
            saving={recompute.saving}
            description={t(
              'Your body data changed. Recompute your daily goals from it? They change from your current ones to these.',
            )}
            onCancel={recompute.cancel}
            onConfirm={() => void recompute.confirm()}
          />
        ) : null}
      </>
    );
  switch (editor) {
    case 'goal':
      return (
        <WeightDialog
          title={t('Change Goal')}
          label={t('Goal weight')}
          kg={body.goalWeight}
          units={units}
          saving={saving}
          onBack={back}
          onSave={(kg) => void saveThen({ goalWeight: kg }, 'goal weight')}
        />
      );
    case 'weight':
      return (
        <WeightDialog
          title={t('Edit Weight')}
          label={t('Current weight')}
          kg={body.weight}
          units={units}
          saving={saving}
          onBack={back}
          onSave={(kg) => void saveThen({ weight: kg }, 'weight')}
        />
      );
    case 'height':
      return (
        <HeightDialog
          heightCm={body.height}
          units={units}
          saving={saving}
          onBack={back}
          onSave={(cm) => void saveThen({ height: cm }, 'height')}
        />
      );
    case 'birthday':
      return (
        <BirthdayDialog
          dateOfBirth={body.dateOfBirth}
          saving={saving}
          onBack={back}
          // The age the calorie formula reads follows the birthday, so the two never disagree.
          onSave={(date) => void saveThen({ dateOfBirth: date, ...birthdayAge(date) }, 'birthday')}
        />
      );
    case 'gender':
      return (
        <GenderDialog
          gender={body.gender}
          saving={saving}
          onBack={back}
          // The BMI dialog reads `sex`; both stay one value.
          onSave={(g) => void saveThen({ gender: g, sex: g }, 'gender')}
        />
      );
  }
}
