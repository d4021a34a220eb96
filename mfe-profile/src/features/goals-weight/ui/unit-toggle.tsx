import { ToggleButton, ToggleButtonGroup } from '@chairside/ui';
import type { BodyUnits as UnitSystem } from '@chairside/contracts/web';

export function UnitToggle({
  value,
  onChange,
  metricLabel = 'Metric (kg/cm)',
  imperialLabel = 'Imperial (lbs/ft-in)',
}: {
  value: UnitSystem;
  onChange: (u: UnitSystem) => void;
  metricLabel?: string;
  imperialLabel?: string;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      fullWidth
      value={value}
      onChange={(_e, v: UnitSystem | null) => v && onChange(v)}
      aria-label="Units"
    >
      <ToggleButton value="metric">{metricLabel}</ToggleButton>
      <ToggleButton value="imperial">{imperialLabel}</ToggleButton>
    </ToggleButtonGroup>
  );
}
