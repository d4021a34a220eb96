import {
  type BodyText,
  type BodyUnits,
  heightRange,
  readHeight,
  readWeight,
  weightRange,
} from '@chairside/contracts/web';
import { knownText, Stack, ToggleButton, ToggleButtonGroup, useUiT } from '@chairside/ui';
import { FormHelperText, TextField } from '@mui/material';
import { useId } from 'react';

/**
 * The one pair of height and weight fields, typed, in cm/kg or ft-in/lbs, used wherever body data
 * is entered (the welcome steps, Settings, Body Measurements). Each field says its limits, and what
 * is wrong with a typed value, below itself. The caller keeps the text and the unit system and
 * reads the values with `readHeight` and `readWeight` from the contracts.
 */
export function BodyFields({
  text,
  units,
  onText,
  onUnits,
  height = true,
  weight = true,
  weightLabel,
  unitLabels,
}: {
  text: BodyText;
  units: BodyUnits;
  onText: (next: BodyText) => void;
  /** Without it, no unit switch is shown. */
  onUnits?: (units: BodyUnits) => void;
  height?: boolean;
  weight?: boolean;
  weightLabel?: string;
  unitLabels?: readonly [string, string];
}) {
  const t = useUiT();
  const id = useId();
  const [metricLabel, imperialLabel] = unitLabels ?? [t('Metric (kg/cm)'), t('Imperial (lbs/ft-in)')];
  const weightName = weightLabel ?? t('Weight');
  const h = readHeight(text, units);
  const w = readWeight(text, units);
  const set = (key: keyof BodyText) => (e: { target: { value: string } }) => onText({ ...text, [key]: e.target.value });
  const decimal = { htmlInput: { inputMode: 'decimal' as const, autoComplete: 'off' } };
  const heightHelp = `${id}-height-help`;
  return (
    <Stack spacing={2}>
      {onUnits ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          fullWidth
          value={units}
          onChange={(_e, v: BodyUnits | null) => v && onUnits(v)}
          aria-label={t('Units')}
        >
          <ToggleButton value="metric">{metricLabel}</ToggleButton>
          <ToggleButton value="imperial">{imperialLabel}</ToggleButton>
        </ToggleButtonGroup>
      ) : null}
      {height && units === 'metric' ? (
        <TextField
          label={t('Height (cm)')}
          value={text.heightCm}
          onChange={set('heightCm')}
          error={!!h.error}
          helperText={knownText(h.error ?? heightRange(units))}
          slotProps={decimal}
          fullWidth
        />
      ) : null}
      {height && units === 'imperial' ? (
        <div>
          <Stack direction="row" spacing={1}>
            {(['ft', 'inch'] as const).map((key) => (
              <TextField
                key={key}
                label={key === 'ft' ? t('Height (ft)') : t('Height (in)')}
                value={text[key]}
                onChange={set(key)}
                error={!!h.error}
                slotProps={{
                  htmlInput: { ...decimal.htmlInput, 'aria-describedby': heightHelp },
                }}
                fullWidth
              />
            ))}
          </Stack>
          <FormHelperText id={heightHelp} error={!!h.error} sx={{ mx: 1.75 }}>
            {knownText(h.error ?? heightRange(units))}
          </FormHelperText>
        </div>
      ) : null}
      {weight ? (
        <TextField
          label={
            units === 'metric'
              ? t('{{label}} (kg)', { label: weightName })
              : t('{{label}} (lbs)', { label: weightName })
          }
          value={units === 'metric' ? text.weightKg : text.lb}
          onChange={set(units === 'metric' ? 'weightKg' : 'lb')}
          error={!!w.error}
          helperText={knownText(w.error ?? weightRange(units))}
          slotProps={decimal}
          fullWidth
        />
      ) : null}
    </Stack>
  );
}
