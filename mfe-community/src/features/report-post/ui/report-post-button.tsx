import { IconButton, useCallFailed, useToast } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { FlagIcon } from '../../../shared/ui/icons';
import { useReportCommunityPostMutation } from '../api/report-post';

const ConfirmDialog = lazy(() => import('../../../shared/ui/confirm-dialog'));

/** Someone else's post that should not be here: hidden from the reporter, and from everyone after three reports. */
export function ReportPostButton({ postId }: { postId: string }) {
  const [asking, setAsking] = useState(false);
  const [report, { isLoading }] = useReportCommunityPostMutation();
  const { toast } = useToast();
  const failed = useCallFailed();

  async function confirm() {
    const r = await report(postId);
    setAsking(false);
    if ('error' in r)
      return failed(r.error, {
        title: 'Error',
        description: 'Failed to report post. Please try again.',
        variant: 'destructive',
      });
    toast({ title: 'Post Reported', description: 'Thanks — it is hidden from your feed.' });
  }

  return (
    <>
      <IconButton aria-label="Report post" onClick={() => setAsking(true)} sx={{ mt: -0.5, mr: -1 }}>
        <FlagIcon />
      </IconButton>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Report this post?"
            message="It will be hidden from your feed. A post reported by several members is hidden from everyone but its author."
            confirmLabel="Report"
            busyLabel="Reporting..."
            busy={isLoading}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
