import { Button, Stack, Typography } from '@chairside/ui';

/** ‹ and › around the day shown; the buttons are named for screen readers and disabled at the ends. */
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
      <Button
        size="small"
        aria-label="Previous day"
        disabled={!canGoBack}
        onClick={() => onStep(-1)}
        sx={{ minWidth: 40 }}
      >
        ‹
      </Button>
      <Typography aria-live="polite" sx={{ minWidth: 88, textAlign: 'center', fontWeight: 600 }}>
        {label}
      </Typography>
      <Button
        size="small"
        aria-label="Next day"
        disabled={!canGoForward}
        onClick={() => onStep(1)}
        sx={{ minWidth: 40 }}
      >
        ›
      </Button>
    </Stack>
  );
}
