import { useToast } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { ConfirmIconButton } from '../../../shared/ui/confirm-icon-button';
import { DeleteIcon } from '../../../shared/ui/icons';
import { useDeleteCommunityPostMutation } from '../api/delete-post-api';

/** Shown to the author only; asks before deleting. */
export function DeletePostButton({ postId }: { postId: string }) {
  const [remove, { isLoading }] = useDeleteCommunityPostMutation();
  const { toast } = useToast();
  const t = useT();

  async function confirm() {
    const r = await remove(postId);
    // A failed delete is not one of the calls with the unauthorized flow.
    toast(
      'error' in r
        ? { title: t('Error'), description: t('Failed to delete post. Please try again.'), variant: 'destructive' }
        : { title: t('Post Deleted'), description: t('Your post has been removed from the community.') },
    );
  }

  return (
    <ConfirmIconButton
      label={t('Delete post')}
      icon={<DeleteIcon />}
      title={t('Delete post?')}
      message={t('Are you sure you want to delete this post?')}
      confirmLabel={t('Delete')}
      busyLabel={t('Deleting...')}
      busy={isLoading}
      onConfirm={confirm}
    />
  );
}
