import { Box, StatCard, useLocale } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { useGetCommunityStatsQuery } from '../api/community-stats-api';

const figure = (n: number | undefined, locale: string) => (n === undefined ? '—' : n.toLocaleString(locale));

/** Real figures of the community (in place of fixed placeholder numbers). */
export function StatCards() {
  const { data } = useGetCommunityStatsQuery();
  const t = useT();
  const locale = useLocale();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))' },
        // Figures on one line whatever their label's wrapping (a phone wraps 'Meals shared today').
        '& .MuiCardContent-root': { p: { xs: 1.5, sm: 2 }, height: '100%', display: 'flex', flexDirection: 'column' },
        '& .MuiTypography-h5': { mt: 'auto' },
        '& .MuiTypography-overline': { lineHeight: 1.4, display: 'block', overflowWrap: 'anywhere' },
      }}
    >
      <StatCard label={t('Members')} value={figure(data?.members, locale)} />
      <StatCard label={t('Posts this week')} value={figure(data?.postsThisWeek, locale)} />
      <StatCard label={t('Meals shared today')} value={figure(data?.mealsSharedToday, locale)} />
    </Box>
  );
}
