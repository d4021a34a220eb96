import { type BodyUnits, bodyText, readWeight, switchBodyUnits } from '@chairside/contracts/web';
import { useLocale, weightText, Box, Typography } from '@chairside/ui';
import { BodyFields } from '@chairside/ui/forms';
import { useState } from 'react';
import { SubDialog } from '../../../shared/ui/sub-dialog';
import { useT } from '../../../shared/i18n';

/**
 * Change Goal and Edit Weight: the shared typed weight field in kg or lbs with its own unit
 * toggle, starting at the stored value; stored in kg with one decimal.
 */
export function WeightDialog({
  title,
  label,
  kg,
  units: initialUnits,
  saving,
  onBack,
  onSave,
}: {
  title: string;
  label: string;
  kg: number | null;
  units: BodyUnits;
  saving: boolean;
  onBack: () => void;
  onSave: (kg: number) => void;
}) {
  const [units, setUnits] = useState(initialUnits);
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState(() => bodyText(null, kg));
  const stored = readWeight(text, units).value;
  return (
    <SubDialog
      title={title}
      onBack={onBack}
      onSave={() => stored !== null && onSave(stored)}
      saving={saving}
      saveDisabled={stored === null}
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
          unitLabels={['kg', t('lbs')]}
          weightLabel={label}
          height={false}
        />
      </Box>
      {units === 'imperial' && stored !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('Saved as {{weight}}', { weight: weightText(stored, 'metric', locale) })}
        </Typography>
      ) : null}
    </SubDialog>
  );
}
