import { useCallFailed, useToast } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { ConfirmIconButton } from '../../../shared/ui/confirm-icon-button';
import { FlagIcon } from '../../../shared/ui/icons';
import { useReportCommunityPostMutation } from '../api/report-post-api';

/** Someone else's post that should not be here: hidden from the reporter, and from everyone after three reports. */
export function ReportPostButton({ postId }: { postId: string }) {
  const [report, { isLoading }] = useReportCommunityPostMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const t = useT();

  async function confirm() {
    const r = await report(postId);
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to report post. Please try again.'),
        variant: 'destructive',
      });
    toast({ title: t('Post Reported'), description: t('Thanks — it is hidden from your feed.') });
  }

  return (
    <ConfirmIconButton
      label={t('Report post')}
      icon={<FlagIcon />}
      title={t('Report this post?')}
      message={t(
        'It will be hidden from your feed. A post reported by several members is hidden from everyone but its author.',
      )}
      confirmLabel={t('Report')}
      busyLabel={t('Reporting...')}
      busy={isLoading}
      onConfirm={confirm}
    />
  );
}
