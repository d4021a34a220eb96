import { type BodyUnits, bodyText, readHeight, switchBodyUnits } from '@chairside/contracts/web';
import { Box } from '@chairside/ui';
import { BodyFields } from '@chairside/ui/forms';
import { useState } from 'react';
import { SubDialog } from '../../../shared/ui/sub-dialog';
import { useT } from '../../../shared/i18n';

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
  const t = useT();
  const [text, setText] = useState(() => bodyText(heightCm, null));
  const cm = readHeight(text, units).value;
  return (
    <SubDialog
      title={t('Height')}
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
          unitLabels={['cm', t('ft-in')]}
          weight={false}
        />
      </Box>
    </SubDialog>
  );
}
