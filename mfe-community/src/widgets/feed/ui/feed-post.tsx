import type { CommunityPost } from '@chairside/contracts/web';
import { Button, CircularProgress, Box } from '@chairside/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { authorName, PostCard } from '../../../entities/community-post';
import { DeletePostButton } from '../../../features/delete-post';
import { LikeButton } from '../../../features/like-post';
import { ReportPostButton } from '../../../features/report-post';
import { useT } from '../../../shared/i18n';
import { CommentIcon, ShareIcon } from '../../../shared/ui/icons';

// What a card opens loads when first opened: the feed's first chunk stays small.
const CommentsPanel = lazy(() => import('../../../features/comment').then((m) => ({ default: m.CommentsPanel })));
const SharePanel = lazy(() => import('../../../features/share-post').then((m) => ({ default: m.SharePanel })));

function PanelLoading() {
  const t = useT();
  return (
    <Box sx={{ px: 2, pb: 2 }} role="status" aria-label={t('Loading')}>
      <CircularProgress size={18} aria-hidden />
    </Box>
  );
}

/** A post with what its reader can do: like, comment, share, and delete (author) or report (others). */
export function FeedPost({ post, currentUserId }: { post: CommunityPost; currentUserId: string | undefined }) {
  const t = useT();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const commentsId = useId();
  const shareId = useId();
  const mine = currentUserId !== undefined && post.userId === currentUserId;
  const name = authorName(post.user);
  const quiet = { color: 'text.secondary', minWidth: 64 } as const;
  return (
    <PostCard
      post={post}
      corner={mine ? <DeletePostButton postId={post.id} /> : <ReportPostButton postId={post.id} />}
      actions={
        <>
          <LikeButton post={post} />
          <Button
            size="small"
            color="inherit"
            startIcon={<CommentIcon />}
            aria-label={t('Comments, {{count}} comments', {
              defaultValue_one: 'Comments, {{count}} comment',
              count: post.commentsCount,
            })}
            aria-expanded={commentsOpen}
            aria-controls={commentsOpen ? commentsId : undefined}
            onClick={() => setCommentsOpen((o) => !o)}
            sx={quiet}
          >
            {post.commentsCount}
          </Button>
          <Button
            size="small"
            color="inherit"
            startIcon={<ShareIcon />}
            aria-expanded={shareOpen}
            aria-controls={shareOpen ? shareId : undefined}
            onClick={() => setShareOpen((o) => !o)}
            sx={quiet}
          >
            {t('Share')}
          </Button>
        </>
      }
    >
      {shareOpen ? (
        <Box id={shareId}>
          <Suspense fallback={<PanelLoading />}>
            <SharePanel post={post} authorName={name} />
          </Suspense>
        </Box>
      ) : null}
      {commentsOpen ? (
        <Box id={commentsId}>
          <Suspense fallback={<PanelLoading />}>
            <CommentsPanel postId={post.id} currentUserId={currentUserId} />
          </Suspense>
        </Box>
      ) : null}
    </PostCard>
  );
}
