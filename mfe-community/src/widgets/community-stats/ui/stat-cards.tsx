import { Box, StatCard } from '@chairside/ui';
import { useGetCommunityStatsQuery } from '../api/community-stats-api';

const figure = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US'));

/** Real figures of the community (in place of fixed placeholder numbers). */
export function StatCards() {
  const { data } = useGetCommunityStatsQuery();
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
      <StatCard label="Members" value={figure(data?.members)} />
      <StatCard label="Posts this week" value={figure(data?.postsThisWeek)} />
      <StatCard label="Meals shared today" value={figure(data?.mealsSharedToday)} />
    </Box>
  );
}
