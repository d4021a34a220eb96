import { ChevronLeftIcon, ChevronRightIcon, IconButton, Stack, Typography } from '@chairside/ui';

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
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label="Previous day" disabled={!canGoBack} onClick={() => onStep(-1)} color="primary">
        <ChevronLeftIcon aria-hidden="true" />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: 88, textAlign: 'center', fontWeight: 600 }}>
        {label}
      </Typography>
      <IconButton aria-label="Next day" disabled={!canGoForward} onClick={() => onStep(1)} color="primary">
        <ChevronRightIcon aria-hidden="true" />
      </IconButton>
    </Stack>
  );
}
