import { useToast } from '@chairside/ui';
import { ConfirmIconButton } from '../../../shared/ui/confirm-icon-button';
import { DeleteIcon } from '../../../shared/ui/icons';
import { useDeleteCommunityPostMutation } from '../api/delete-post-api';

/** Shown to the author only; asks before deleting. */
export function DeletePostButton({ postId }: { postId: string }) {
  const [remove, { isLoading }] = useDeleteCommunityPostMutation();
  const { toast } = useToast();

  async function confirm() {
    const r = await remove(postId);
    // A failed delete is not one of the calls with the unauthorized flow.
    toast(
      'error' in r
        ? { title: 'Error', description: 'Failed to delete post. Please try again.', variant: 'destructive' }
        : { title: 'Post Deleted', description: 'Your post has been removed from the community.' },
    );
  }

  return (
    <ConfirmIconButton
      label="Delete post"
      icon={<DeleteIcon />}
      title="Delete post?"
      message="Are you sure you want to delete this post?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={isLoading}
      onConfirm={confirm}
    />
  );
}
