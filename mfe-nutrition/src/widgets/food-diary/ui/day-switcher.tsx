import { ChevronLeftIcon, ChevronRightIcon, IconButton, Stack, Typography } from '@chairside/ui';
import { useT } from '../../../shared/i18n';

/** Arrows around the day shown; the buttons are named for screen readers and disabled at the ends. */
export function DaySwitcher({
  label,
  canGoBack,
  canGoForward,
  onStep,
}: {
  label: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onStep: (days: -1 | 1) => void;
}) {
  const t = useT();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label={t('Previous day')} disabled={!canGoBack} onClick={() => onStep(-1)} color="primary">
        <ChevronLeftIcon aria-hidden="true" />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: 88, textAlign: 'center', fontWeight: 600 }}>
        {label}
      </Typography>
      <IconButton aria-label={t('Next day')} disabled={!canGoForward} onClick={() => onStep(1)} color="primary">
        <ChevronRightIcon aria-hidden="true" />
      </IconButton>
    </Stack>
  );
}
