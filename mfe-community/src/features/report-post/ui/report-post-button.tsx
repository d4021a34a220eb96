import { useCallFailed, useToast } from '@chairside/ui';
import { ConfirmIconButton } from '../../../shared/ui/confirm-icon-button';
import { FlagIcon } from '../../../shared/ui/icons';
import { useReportCommunityPostMutation } from '../api/report-post-api';

/** Someone else's post that should not be here: hidden from the reporter, and from everyone after three reports. */
export function ReportPostButton({ postId }: { postId: string }) {
  const [report, { isLoading }] = useReportCommunityPostMutation();
  const { toast } = useToast();
  const failed = useCallFailed();

  async function confirm() {
    const r = await report(postId);
    if ('error' in r)
      return failed(r.error, {
        title: 'Error',
        description: 'Failed to report post. Please try again.',
        variant: 'destructive',
      });
    toast({ title: 'Post Reported', description: 'Thanks — it is hidden from your feed.' });
  }

  return (
    <ConfirmIconButton
      label="Report post"
      icon={<FlagIcon />}
      title="Report this post?"
      message="It will be hidden from your feed. A post reported by several members is hidden from everyone but its author."
      confirmLabel="Report"
      busyLabel="Reporting..."
      busy={isLoading}
      onConfirm={confirm}
    />
  );
}
