import { FormControlLabel, Radio, RadioGroup } from '@chairside/ui/forms';
import { useState } from 'react';
import { SubDialog } from '../../../shared/ui/sub-dialog';
import { GENDERS, type Gender } from '../model/body-defaults';
import { useT } from '../../../shared/i18n';

/** Set Gender: male, female, other. */
export function GenderDialog({
  gender,
  saving,
  onBack,
  onSave,
}: {
  gender: Gender | null;
  saving: boolean;
  onBack: () => void;
  onSave: (g: Gender) => void;
}) {
  const [value, setValue] = useState<Gender | null>(gender);
  const t = useT();
  return (
    <SubDialog
      title={t('Set Gender')}
      onBack={onBack}
      onSave={() => value && onSave(value)}
      saving={saving}
      saveDisabled={value === null}
    >
      <RadioGroup aria-label={t('Gender')} value={value ?? ''} onChange={(e) => setValue(e.target.value as Gender)}>
        {GENDERS.map((g) => (
          <FormControlLabel key={g.value} value={g.value} control={<Radio />} label={g.label()} />
        ))}
      </RadioGroup>
    </SubDialog>
  );
}
