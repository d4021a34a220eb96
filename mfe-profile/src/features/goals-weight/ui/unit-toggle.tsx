import { ToggleButton, ToggleButtonGroup } from '@chairside/ui';
import type { BodyUnits as UnitSystem } from '@chairside/contracts/web';
import { useT } from '../../../shared/i18n';

export function UnitToggle({
  value,
  onChange,
  metricLabel,
  imperialLabel,
}: {
  value: UnitSystem;
  onChange: (u: UnitSystem) => void;
  metricLabel?: string;
  imperialLabel?: string;
}) {
  const t = useT();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      fullWidth
      value={value}
      onChange={(_e, v: UnitSystem | null) => v && onChange(v)}
      aria-label={t('Units')}
    >
      <ToggleButton value="metric">{metricLabel ?? t('Metric (kg/cm)')}</ToggleButton>
      <ToggleButton value="imperial">{imperialLabel ?? t('Imperial (lbs/ft-in)')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
