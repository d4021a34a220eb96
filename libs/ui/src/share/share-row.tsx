import { Button, Link, Stack, useUiT } from '@chairside/ui';
import { shareLinks } from './share-links';
import { useShare, type ShareRequest } from './use-share';

/** One share button (the share sheet, or a copy where there is none) and the message and mail links. */
export function ShareRow({
  request,
  subject,
  withX,
  shareLabel,
}: {
  request: ShareRequest;
  /** The mail link's subject. */
  subject: string;
  withX?: boolean;
  /** The button's text where the browser has a share sheet; "Copy link" otherwise unless given. */
  shareLabel: { native: string; copy?: string };
}) {
  const t = useUiT();
  const { native, share } = useShare();
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={() => void share(request)}>
        {native ? shareLabel.native : (shareLabel.copy ?? t('Copy link'))}
      </Button>
      {shareLinks({ text: request.text, url: request.url, subject, withX }).map((l) => (
        <Link key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" variant="body2">
          {l.label}
        </Link>
      ))}
    </Stack>
  );
}
