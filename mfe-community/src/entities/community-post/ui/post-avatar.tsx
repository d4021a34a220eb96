import { type CommunityPost } from '@chairside/contracts/web';
import { avatarColour } from '@chairside/contracts/web-lazy';
import { Avatar } from '@chairside/ui';
import { authorInitials } from '../model/author';

/** The colour comes from the author's id, so it is the same on every card and every device. */
export function PostAvatar({ post }: { post: Pick<CommunityPost, 'userId' | 'user'> }) {
  const photo = post.user.profileImageUrl;
  return (
    <Avatar
      src={photo ?? undefined}
      alt=""
      aria-hidden
      sx={{ bgcolor: avatarColour(post.userId), color: '#fff', fontWeight: 600, width: 44, height: 44 }}
    >
      {authorInitials(post.user)}
    </Avatar>
  );
}
