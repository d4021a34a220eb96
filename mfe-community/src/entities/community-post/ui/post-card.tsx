import type { CommunityPost, QuizPersonality } from '@chairside/contracts/web';
import { Box, Card, CardActions, CardContent, Chip, Typography, useLocale, relativeTimeText } from '@chairside/ui';
import { useId, type ReactNode } from 'react';
import { t, useT } from '../../../shared/i18n';
import { authorName } from '../model/author';
import { MealCard } from './meal-card';
import { PostAvatar } from './post-avatar';

/** The author's quiz result as a badge (the contracts' personalityBadge, in the reader's language). */
function personalityBadge(personality: QuizPersonality | null): string | null {
  switch (personality) {
    case 'macro_master':
      return t('Macro Master');
    case 'wellness_warrior':
      return t('Wellness Warrior');
    case 'flexible_foodie':
      return t('Flexible Foodie');
    default:
      return null;
  }
}

/**
 * One post of the feed: who, when, what they wrote (always as text: a `<script>` shows as characters),
 * their photo and meal. `corner` holds the post's delete or report button, `actions` the like, comment
 * and share buttons, `children` what those open (comments, share links).
 */
export function PostCard({
  post,
  corner,
  actions,
  children,
}: {
  post: CommunityPost;
  corner?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const nameId = useId();
  const timeId = useId();
  const name = authorName(post.user);
  const badge = personalityBadge(post.user.personalityType);
  return (
    <Card component="article" aria-labelledby={`${nameId} ${timeId}`} variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <PostAvatar post={post} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography id={nameId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              {badge ? <Chip size="small" variant="outlined" color="primary" label={badge} /> : null}
            </Box>
            <Typography
              id={timeId}
              component="time"
              dateTime={post.createdAt}
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {relativeTimeText(post.createdAt, locale)}
            </Typography>
          </Box>
          {corner}
        </Box>
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Typography>
        {post.imageUrl ? (
          <Box
            component="img"
            src={post.imageUrl}
            alt={t('Photo shared by {{name}}', { name })}
            loading="lazy"
            sx={{
              display: 'block',
              mt: 1.5,
              width: '100%',
              maxHeight: 420,
              objectFit: 'cover',
              borderRadius: 2,
              bgcolor: 'background.default',
            }}
          />
        ) : null}
        {post.foodEntry ? (
          <Box sx={{ mt: 1.5 }}>
            <MealCard meal={post.foodEntry} />
          </Box>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 1.5, pt: 0, gap: 0.5, flexWrap: 'wrap' }}>{actions}</CardActions>
      {children}
    </Card>
  );
}
