import type { User } from '@chairside/contracts/web';
import { Avatar } from '@chairside/ui';
import { avatarImage, avatarLetters } from '../model/avatar';

/** The user's photo, or the fallback letters; decorative (the name is always next to it). */
export function UserAvatar({ user, size = 56 }: { user: User | null | undefined; size?: number }) {
  return (
    <Avatar
      src={avatarImage(user)}
      alt=""
      aria-hidden="true"
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4 }}
    >
      {avatarLetters(user)}
    </Avatar>
  );
}
