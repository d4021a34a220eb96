import { STRETCH_REMINDER_LIMITS } from '@chairside/contracts/web-lazy';
import { Button, Paper, Stack, Typography } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { breakBody, breakTitle, useBreakPhrase } from '../model/use-break-coach';

/**
 * The gentle prompt: a card at the bottom of the screen that takes no focus and blocks nothing, so
 * a user mid-entry finishes first (the coach's status region announces it). Above the mobile tab bar on a phone.
 */
export function BreakPrompt({
  onStart,
  onSnooze,
  onSkip,
}: {
  onStart: () => void;
  onSnooze: () => void;
  onSkip: () => void;
}) {
  // Read before the prompt shows (the coach waits for it), so this comes from the cache.
  const t = useT();
  const { phrase } = useBreakPhrase(true);
  return (
    <Paper
      elevation={8}
      role="region"
      aria-labelledby="break-prompt-title"
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.snackbar,
        right: { xs: 8, md: 24 },
        left: { xs: 8, md: 'auto' },
        bottom: { xs: 88, md: 24 },
        maxWidth: { md: 380 },
        p: 2,
        borderRadius: 3,
      }}
    >
      <Typography id="break-prompt-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {breakTitle()}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {breakBody(phrase)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onStart}>
          {t('Start break')}
        </Button>
        <Button variant="outlined" onClick={onSnooze}>
          {t('Snooze {{minutes}} min', { minutes: STRETCH_REMINDER_LIMITS.snoozeMinutes })}
        </Button>
        <Button onClick={onSkip}>{t('Skip')}</Button>
      </Stack>
    </Paper>
  );
}
