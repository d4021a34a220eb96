import { Box, CircularProgress, Paper, Stack, Typography, LoadFailed } from '@chairside/ui';
import { useId, useRef } from 'react';
import { PostCard } from '../../../entities/community-post';
import { ReviewActions, useListPostsForReviewQuery } from '../../../features/moderate-post';
import { useT } from '../../../shared/i18n';

/** The posts waiting for review, each with Restore and Remove (its own chunk: only moderators load it). */
export default function ReviewListSection() {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useListPostsForReviewQuery();
  // The card just decided on leaves the list: focus moves to the heading, not to the page's start.
  const focusHeading = () => heading.current?.focus();

  let body;
  if (list.isError && !list.data)
    body = <LoadFailed onRetry={list.refetch}>{t('The posts waiting for review could not be loaded.')}</LoadFailed>;
  else if (!list.data)
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('Loading posts for review...')}</Typography>
      </Box>
    );
  else if (list.data.length === 0)
    body = <Typography color="text.secondary">{t('No posts waiting for review.')}</Typography>;
  else
    body = (
      <Stack spacing={2}>
        {list.data.map((post) => (
          <PostCard
            key={post.id}
            post={post}
            actions={
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', px: 0.5 }}>
                  {t('Hidden by {{count}} reports', {
                    defaultValue_one: 'Hidden by {{count}} report',
                    count: post.reportsCount,
                  })}
                </Typography>
                <ReviewActions postId={post.id} onDone={focusHeading} />
              </>
            }
          />
        ))}
      </Stack>
    );

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} ref={heading} tabIndex={-1} variant="h2" component="h2">
        {t('Posts waiting for review')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t(
          'Reports from several members hid these posts from everyone but their authors. Restore shows a post to everyone again; Remove deletes it.',
        )}
      </Typography>
      {body}
    </Paper>
  );
}
