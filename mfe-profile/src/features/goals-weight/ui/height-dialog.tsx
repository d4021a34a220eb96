import { bodyText, readHeight, switchBodyUnits, type BodyUnits } from '@chairside/contracts/web';
import { Box, BodyFields } from '@chairside/ui';
import { useState } from 'react';
import { SubDialog } from '../../../shared/ui/sub-dialog';

/**
 * Height: the shared typed field, in cm or feet and inches (up to 8'11"), starting at the stored
 * height; stored in cm. Save waits for a height within the limits the field states.
 */
export function HeightDialog({
  heightCm,
  units: initialUnits,
  saving,
  onBack,
  onSave,
}: {
  heightCm: number | null;
  units: BodyUnits;
  saving: boolean;
  onBack: () => void;
  onSave: (cm: number) => void;
}) {
  const [units, setUnits] = useState(initialUnits);
  const [text, setText] = useState(() => bodyText(heightCm, null));
  const cm = readHeight(text, units).value;
  return (
    <SubDialog
      title="Height"
      onBack={onBack}
      onSave={() => cm !== null && onSave(cm)}
      saving={saving}
      saveDisabled={cm === null}
    >
      <Box sx={{ pt: 1 }}>
        <BodyFields
          text={text}
          units={units}
          onText={setText}
          onUnits={(next) => {
            setText(switchBodyUnits(text, units, next));
            setUnits(next);
          }}
          unitLabels={['cm', 'ft-in']}
          weight={false}
        />
      </Box>
    </SubDialog>
  );
}
