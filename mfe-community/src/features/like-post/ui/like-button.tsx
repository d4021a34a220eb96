import type { CommunityPost } from '@chairside/contracts/web';
import { Button, useCallFailed } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { HeartIcon } from '../../../shared/ui/icons';
import { useLikeCommunityPostMutation } from '../api/like-post-api';
import { likeLabel } from '../model/toggle-like';

export function LikeButton({ post }: { post: CommunityPost }) {
  const [like] = useLikeCommunityPostMutation();
  const failed = useCallFailed();
  const t = useT();
  async function toggle() {
    const r = await like(post.id);
    if ('error' in r)
      failed(r.error, {
        title: t('Error'),
        description: t('Failed to like post. Please try again.'),
        variant: 'destructive',
      });
  }
  return (
    <Button
      size="small"
      aria-pressed={post.likedByMe}
      aria-label={likeLabel(post.likesCount)}
      color={post.likedByMe ? 'error' : 'inherit'}
      startIcon={<HeartIcon filled={post.likedByMe} />}
      onClick={() => void toggle()}
      sx={{ minWidth: 64, color: post.likedByMe ? undefined : 'text.secondary' }}
    >
      {post.likesCount}
    </Button>
  );
}
