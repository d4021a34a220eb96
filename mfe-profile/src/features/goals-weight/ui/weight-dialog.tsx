import { Box, Slider, Stack, Typography } from '@chairside/ui';
import { useState } from 'react';
import { SubDialog } from '../../../shared/ui/sub-dialog';
import { WEIGHT_SLIDER, formatWeight, sliderToKg, sliderValue, type UnitSystem } from '../model/body-units';
import { UnitToggle } from './unit-toggle';

/**
 * Change Goal and Edit Weight: a slider of 20–200 kg or 44–440 lbs with its own unit
 * toggle; the value is stored in kg.
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
  kg: number;
  units: UnitSystem;
  saving: boolean;
  onBack: () => void;
  onSave: (kg: number) => void;
}) {
  const [units, setUnits] = useState(initialUnits);
  const [value, setValue] = useState(() => sliderValue(kg, initialUnits));
  const range = WEIGHT_SLIDER[units];
  const storedKg = sliderToKg(value, units);

  function switchUnits(next: UnitSystem) {
    setValue(sliderValue(storedKg, next));
    setUnits(next);
  }

  return (
    <SubDialog title={title} onBack={onBack} onSave={() => onSave(storedKg)} saving={saving}>
      <Stack spacing={3} sx={{ pt: 1 }}>
        <UnitToggle value={units} onChange={switchUnits} metricLabel="kg" imperialLabel="lbs" />
        <Typography variant="h4" component="p" sx={{ textAlign: 'center' }} aria-live="polite">
          {units === 'metric' ? `${value} kg` : `${value} lbs`}
        </Typography>
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={value}
            min={range.min}
            max={range.max}
            step={range.step}
            onChange={(_e, v) => setValue(v as number)}
            getAriaValueText={(v) => `${v} ${range.unit}`}
            aria-label={label}
            marks={[
              { value: range.min, label: `${range.min} ${range.unit}` },
              { value: range.max, label: `${range.max} ${range.unit}` },
            ]}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {units === 'metric'
            ? `${formatWeight(storedKg, 'imperial')}`
            : `Saved as ${formatWeight(storedKg, 'metric')}`}
        </Typography>
      </Stack>
    </SubDialog>
  );
}
