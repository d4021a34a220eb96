import { Box, PageTitle, Stack, useSignedOutGuard } from '@chairside/ui';
import { Composer } from '../../widgets/composer';
import { FeaturedSuccess, StatCards, WeeklyChampions } from '../../widgets/community-stats';
import { Feed } from '../../widgets/feed';
import { ReviewList } from '../../widgets/review-list';

/**
 * /community. On a phone the side column comes between the composer and the feed: below an
 * endless feed it could never be reached.
 */
export default function CommunityPage() {
  useSignedOutGuard();
  return (
    <>
      <PageTitle subtitle="Dental professionals keeping each other going.">Community</PageTitle>
      <Stack spacing={3}>
        <StatCards />
        {/* Moderators only; nothing for members. */}
        <ReviewList />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
            gridTemplateAreas: { xs: '"composer" "side" "feed"', md: '"composer side" "feed side"' },
            gridTemplateRows: { md: 'auto 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridArea: 'composer', minWidth: 0 }}>
            <Composer />
          </Box>
          <Stack component="aside" aria-label="Highlights" spacing={3} sx={{ gridArea: 'side', minWidth: 0 }}>
            <WeeklyChampions />
            <FeaturedSuccess />
          </Stack>
          <Box sx={{ gridArea: 'feed', minWidth: 0 }}>
            <Feed />
          </Box>
        </Box>
      </Stack>
    </>
  );
}
