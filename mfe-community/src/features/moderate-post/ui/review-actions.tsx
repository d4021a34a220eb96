import { Button, useCallFailed, useToast } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useRemovePostMutation, useRestorePostMutation } from '../api/moderation-api';

const ConfirmDialog = lazy(() => import('../../../shared/ui/confirm-dialog'));

/**
 * A moderator's two decisions on a hidden post: Restore (shown to everyone again) or Remove (deleted,
 * after asking). `onDone` runs after either succeeds, so the list can move focus off the card that goes.
 */
export function ReviewActions({ postId, onDone }: { postId: string; onDone: () => void }) {
  const [restore, restoring] = useRestorePostMutation();
  const [remove, removing] = useRemovePostMutation();
  const [asking, setAsking] = useState(false);
  const { toast } = useToast();
  const failed = useCallFailed();
  const t = useT();
  const busy = restoring.isLoading || removing.isLoading;

  async function onRestore() {
    const r = await restore(postId);
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to restore post. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: t('Post Restored'), description: t('Everyone can see the post again.') });
    onDone();
  }

  async function onRemove() {
    const r = await remove(postId);
    setAsking(false);
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to remove post. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: t('Post Removed'), description: t('The post has been deleted from the community.') });
    onDone();
  }

  return (
    <>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => void onRestore()}>
        {restoring.isLoading ? t('Restoring...') : t('Restore')}
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => setAsking(true)}>
        {t('Remove')}
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('Remove this post?')}
            message={t('It will be deleted for good, with its likes, comments and photo.')}
            confirmLabel={t('Remove')}
            busyLabel={t('Removing...')}
            busy={removing.isLoading}
            onConfirm={() => void onRemove()}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
