import {
  heightRange,
  readHeight,
  readWeight,
  weightRange,
  type BodyText,
  type BodyUnits,
} from '@chairside/contracts/web';
import { FormHelperText, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
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
  weightLabel = 'Weight',
  unitLabels = ['Metric (kg/cm)', 'Imperial (lbs/ft-in)'],
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
  const id = useId();
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
          aria-label="Units"
        >
          <ToggleButton value="metric">{unitLabels[0]}</ToggleButton>
          <ToggleButton value="imperial">{unitLabels[1]}</ToggleButton>
        </ToggleButtonGroup>
      ) : null}
      {height && units === 'metric' ? (
        <TextField
          label="Height (cm)"
          value={text.heightCm}
          onChange={set('heightCm')}
          error={!!h.error}
          helperText={h.error ?? heightRange(units)}
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
                label={key === 'ft' ? 'Height (ft)' : 'Height (in)'}
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
            {h.error ?? heightRange(units)}
          </FormHelperText>
        </div>
      ) : null}
      {weight ? (
        <TextField
          label={`${weightLabel} (${units === 'metric' ? 'kg' : 'lbs'})`}
          value={units === 'metric' ? text.weightKg : text.lb}
          onChange={set(units === 'metric' ? 'weightKg' : 'lb')}
          error={!!w.error}
          helperText={w.error ?? weightRange(units)}
          slotProps={decimal}
          fullWidth
        />
      ) : null}
    </Stack>
  );
}
