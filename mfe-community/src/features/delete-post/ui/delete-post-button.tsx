import { IconButton, useToast } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { DeleteIcon } from '../../../shared/ui/icons';
import { useDeleteCommunityPostMutation } from '../api/delete-post';

const ConfirmDialog = lazy(() => import('../../../shared/ui/confirm-dialog'));

/** spec 4/5: shown to the author only; asks before deleting. */
export function DeletePostButton({ postId }: { postId: string }) {
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading }] = useDeleteCommunityPostMutation();
  const { toast } = useToast();

  async function confirm() {
    const r = await remove(postId);
    setAsking(false);
    // spec 8: a failed delete is not one of the calls with the unauthorized flow.
    toast(
      'error' in r
        ? { title: 'Error', description: 'Failed to delete post. Please try again.', variant: 'destructive' }
        : { title: 'Post Deleted', description: 'Your post has been removed from the community.' },
    );
  }

  return (
    <>
      <IconButton aria-label="Delete post" onClick={() => setAsking(true)} sx={{ mt: -0.5, mr: -1 }}>
        <DeleteIcon />
      </IconButton>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Delete post?"
            message="Are you sure you want to delete this post?"
            confirmLabel="Delete"
            busyLabel="Deleting..."
            busy={isLoading}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
