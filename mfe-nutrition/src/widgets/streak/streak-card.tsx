import { streakFlames } from '@chairside/contracts/web';
import { SectionCard, Box, FlameIcon, Typography } from '@chairside/ui';
import { useGetStreakQuery } from '../../entities/streak';
import { useT } from '../../shared/i18n';
import { useToday } from '../../shared/lib/use-today';

/** Your Streak: days in a row with a food entry; flames up to 7, then '+N'. */
export function StreakCard() {
  const t = useT();
  const today = useToday();
  const { data } = useGetStreakQuery(today);
  const days = data?.days ?? 0;
  const { flames, extra } = streakFlames(days);
  return (
    <SectionCard title={t('Your Streak')}>
      <Typography variant="h4" component="p">
        {t('{{count}} days', { defaultValue_one: '{{count}} day', count: days })}
      </Typography>
      <Box
        aria-label={t('{{count}} day streak', { defaultValue_one: '{{count}} day streak', count: days })}
        role="img"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minHeight: 32, color: 'warning.main' }}
      >
        {Array.from({ length: flames }, (_, i) => (
          <FlameIcon key={i} aria-hidden="true" sx={{ fontSize: 28 }} />
        ))}
        {extra > 0 ? (
          <Typography component="span" sx={{ ml: 1, fontWeight: 700, color: 'text.primary' }}>{`+${extra}`}</Typography>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {days === 0 ? t('Log a meal today to start your streak.') : t('Keep it up! Log a meal every day to grow it.')}
      </Typography>
    </SectionCard>
  );
}
