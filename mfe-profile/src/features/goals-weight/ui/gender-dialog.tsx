import { FormControlLabel, Radio, RadioGroup } from '@chairside/ui';
import { useState } from 'react';
import { SubDialog } from '../../../shared/ui/sub-dialog';
import { GENDERS, type Gender } from '../model/body-defaults';

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
  return (
    <SubDialog
      title="Set Gender"
      onBack={onBack}
      onSave={() => value && onSave(value)}
      saving={saving}
      saveDisabled={value === null}
    >
      <RadioGroup aria-label="Gender" value={value ?? ''} onChange={(e) => setValue(e.target.value as Gender)}>
        {GENDERS.map((g) => (
          <FormControlLabel key={g.value} value={g.value} control={<Radio />} label={g.label} />
        ))}
      </RadioGroup>
    </SubDialog>
  );
}
