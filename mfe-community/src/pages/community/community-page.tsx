import { Box, PageTitle, Stack, useMediaQuery, useSignedOutGuard } from '@chairside/ui';
import { useT } from '../../shared/i18n';
import { Composer } from '../../widgets/composer';
import { FeaturedSuccess, StatCards, WeeklyChampions } from '../../widgets/community-stats';
import { Feed } from '../../widgets/feed';
import { ReviewList } from '../../widgets/review-list';

/** The side column's sample cards (a section: on a phone it sits inside the feed, where an aside may not). */
function Highlights() {
  const t = useT();
  return (
    <Stack component="section" aria-label={t('Highlights')} spacing={3} sx={{ minWidth: 0 }}>
      <WeeklyChampions />
      <FeaturedSuccess />
    </Stack>
  );
}

/**
 * /community. On a phone the members' posts come first, right under the composer, and the side
 * column's sample cards follow the first few posts: above the feed they pushed the first real post a
 * screen and more down, and below an endless feed they could never be reached.
 */
export default function CommunityPage() {
  useSignedOutGuard();
  const t = useT();
  // The grid's md breakpoint (900 px); read at once so a desktop never draws the phone order first.
  const wide = useMediaQuery('(min-width: 900px)', { noSsr: true });
  return (
    <>
      <PageTitle subtitle={t('Dental professionals keeping each other going.')}>{t('Community')}</PageTitle>
      <Stack spacing={3}>
        <StatCards />
        {/* Moderators only; nothing for members. */}
        <ReviewList />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
            gridTemplateAreas: { xs: '"composer" "feed"', md: '"composer side" "feed side"' },
            gridTemplateRows: { md: 'auto 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridArea: 'composer', minWidth: 0 }}>
            <Composer />
          </Box>
          {wide ? (
            <Box sx={{ gridArea: 'side', minWidth: 0 }}>
              <Highlights />
            </Box>
          ) : null}
          <Box sx={{ gridArea: 'feed', minWidth: 0 }}>
            <Feed interlude={wide ? undefined : <Highlights />} />
          </Box>
        </Box>
      </Stack>
    </>
  );
}
