import { useCurrentUserQuery } from '@chairside/api-client';
import { Alert, Box, CircularProgress, Paper, Stack, Typography, LoadFailed } from '@chairside/ui';
import { useCallback, useId, useMemo } from 'react';
import { feedPosts, useListCommunityPostsInfiniteQuery } from '../../../entities/community-post';
import { FeedPost } from './feed-post';
import { LoadOlder } from './load-older';

function EmptyFeed() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        Be the First to Share!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Post a message, a photo or today&apos;s lunch to start the conversation.
      </Typography>
    </Paper>
  );
}

/** The community feed, newest first; older pages load on the way down. */
export function Feed() {
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
    body = <LoadFailed onRetry={feed.refetch}>The community feed could not be loaded.</LoadFailed>;
  else if (!feed.data)
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>Loading posts...</Typography>
      </Box>
    );
  else if (posts.length === 0 && !hasNextPage) body = <EmptyFeed />;
  else
    body = (
      <>
        <Stack spacing={2}>
          {posts.map((p) => (
            <FeedPost key={p.id} post={p} currentUserId={me?.id} />
          ))}
        </Stack>
        {feed.isFetchNextPageError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            Older posts could not be loaded.
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
        Community Feed
      </Typography>
      {body}
    </Box>
  );
}
