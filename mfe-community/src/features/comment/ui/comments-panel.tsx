import {
  Box,
  Button,
  CircularProgress,
  Typography,
  useCallFailed,
  useToast,
  visuallyHidden,
  LoadFailed,
} from '@chairside/ui';
import { TextField } from '@chairside/ui/forms';
import { COMMUNITY_LIMITS } from '@chairside/contracts/web-lazy';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { failureDescription } from '../../../shared/lib/call-failure';
import { hasText } from '../../../shared/lib/text';
import { useCreateCommentMutation, useListCommentsQuery } from '../api/comments-api';
import { CommentItem } from './comment-item';

/** Mounted when the panel opens, so that is when the comments load. */
export function CommentsPanel({ postId, currentUserId }: { postId: string; currentUserId: string | undefined }) {
  // Opening the panel again asks again: others may have commented since.
  const comments = useListCommentsQuery(postId, { refetchOnMountOrArgChange: true });
  const [text, setText] = useState('');
  const [create, { isLoading: posting }] = useCreateCommentMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const t = useT();

  async function submit() {
    const r = await create({ postId, content: text.trim() });
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: failureDescription(r.error, t('Failed to add comment. Please try again.')),
        variant: 'destructive',
      });
    setText('');
    toast({ title: t('Comment Added') });
  }

  let list;
  if (comments.isError)
    list = <LoadFailed onRetry={comments.refetch}>{t('The comments could not be loaded.')}</LoadFailed>;
  else if (!comments.data)
    list = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">{t('Loading comments...')}</Typography>
      </Box>
    );
  else if (comments.data.length === 0)
    list = (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {t('No comments yet. Be the first to comment!')}
      </Typography>
    );
  else
    list = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {comments.data.map((c) => (
          <CommentItem key={c.id} postId={postId} comment={c} mine={c.userId === currentUserId} />
        ))}
      </Box>
    );

  return (
    <Box sx={{ px: 2, pb: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h4" sx={visuallyHidden}>
        {t('Comments')}
      </Typography>
      {list}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (hasText(text) && !posting) void submit();
        }}
        sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <TextField
          label={t('Write a comment')}
          size="small"
          multiline
          maxRows={4}
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: COMMUNITY_LIMITS.commentChars } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!hasText(text) || posting}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', minHeight: 40 }}
        >
          {posting ? t('Posting...') : t('Post Comment')}
        </Button>
      </Box>
    </Box>
  );
}
