import type { Comment } from '@chairside/contracts/web';
import { Box, IconButton, Typography, useLocale, useToast, relativeTimeText } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { DeleteIcon } from '../../../shared/ui/icons';
import { useDeleteCommentMutation } from '../api/comments-api';

export function CommentItem({ postId, comment, mine }: { postId: string; comment: Comment; mine: boolean }) {
  const [remove, { isLoading }] = useDeleteCommentMutation();
  const { toast } = useToast();
  const t = useT();
  const locale = useLocale();
  async function onDelete() {
    const r = await remove({ postId, commentId: comment.id });
    toast(
      'error' in r
        ? {
            title: t('Error'),
            description: t('Failed to delete comment. Please try again.'),
            variant: 'destructive',
          }
        : { title: t('Comment Deleted') },
    );
  }
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1 }}>
      <Box sx={{ minWidth: 0, flexGrow: 1, bgcolor: 'background.default', borderRadius: 2, px: 1.5, py: 1 }}>
        <Typography variant="body2" component="p">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {comment.user.firstName?.trim() || t('Community member')}
          </Box>{' '}
          <Box component="time" dateTime={comment.createdAt} sx={{ color: 'text.secondary' }}>
            · {relativeTimeText(comment.createdAt, locale)}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.content}
        </Typography>
      </Box>
      {mine ? (
        <IconButton
          size="small"
          aria-label={t('Delete your comment')}
          disabled={isLoading}
          onClick={() => void onDelete()}
        >
          <DeleteIcon />
        </IconButton>
      ) : null}
    </Box>
  );
}
