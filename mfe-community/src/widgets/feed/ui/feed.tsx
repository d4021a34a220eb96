import { useCurrentUserQuery } from '@chairside/api-client';
import { Alert, Box, CircularProgress, Paper, Stack, Typography, LoadFailed } from '@chairside/ui';
import { Fragment, useCallback, useId, useMemo, type ReactNode } from 'react';
import { feedPosts, useListCommunityPostsInfiniteQuery } from '../../../entities/community-post';
import { useT } from '../../../shared/i18n';
import { FeedPost } from './feed-post';
import { LoadOlder } from './load-older';

function EmptyFeed() {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t('Be the First to Share!')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t("Post a message, a photo or today's lunch to start the conversation.")}
      </Typography>
    </Paper>
  );
}

/** How many posts come before the interlude. */
const POSTS_BEFORE_INTERLUDE = 3;

/**
 * The community feed, newest first; older pages load on the way down. `interlude` (the page's side
 * cards, on a phone) sits after the first few posts, or after the feed when it is shorter.
 */
export function Feed({ interlude }: { interlude?: ReactNode }) {
  const t = useT();
  const headingId = useId();
  const feed = useListCommunityPostsInfiniteQuery();
  const { data: me } = useCurrentUserQuery();
  const posts = useMemo(() => feedPosts(feed.data?.pages ?? []), [feed.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  let body;
  if (feed.isError && !feed.data)
    body = <LoadFailed onRetry={feed.refetch}>{t('The community feed could not be loaded.')}</LoadFailed>;
  else if (!feed.data)
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{t('Loading posts...')}</Typography>
      </Box>
    );
  else if (posts.length === 0 && !hasNextPage) body = <EmptyFeed />;
  else
    body = (
      <>
        <Stack spacing={2}>
          {posts.map((p, i) => (
            <Fragment key={p.id}>
              <FeedPost post={p} currentUserId={me?.id} />
              {i === POSTS_BEFORE_INTERLUDE - 1 ? interlude : null}
            </Fragment>
          ))}
        </Stack>
        {feed.isFetchNextPageError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('Older posts could not be loaded.')}
          </Alert>
        ) : null}
        <LoadOlder
          hasMore={hasNextPage}
          loading={isFetchingNextPage}
          auto={!feed.isFetchNextPageError}
          onLoad={loadOlder}
        />
      </>
    );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('Community Feed')}
      </Typography>
      {body}
      {interlude && posts.length < POSTS_BEFORE_INTERLUDE ? <Box sx={{ mt: 3 }}>{interlude}</Box> : null}
    </Box>
  );
}
