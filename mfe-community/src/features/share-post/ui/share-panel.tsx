import { TOAST_MS, type CommunityPost } from '@chairside/contracts/web';
import { Box, Button, Link, Stack, Typography, useToast } from '@chairside/ui';
import { shareCaption, shareLinks } from '../model/share-caption';

/** The native share sheet where there is one, else the clipboard, else "copy this manually". */
export function SharePanel({ post, authorName }: { post: CommunityPost; authorName: string }) {
  const { toast } = useToast();
  const text = shareCaption(post, authorName);
  const url = `${window.location.origin}/community`;
  const native = typeof navigator.share === 'function';

  async function share() {
    if (native) {
      try {
        await navigator.share({ title: `${authorName} on Chairside`, text, url });
        return;
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      toast({
        title: 'Link Copied',
        description: 'The post and its link are on your clipboard.',
        durationMs: TOAST_MS.shareCopy,
      });
    } catch {
      toast({
        title: 'Copy this link manually',
        description: `${text} ${url}`,
        durationMs: TOAST_MS.copyManually,
        variant: 'warning',
      });
    }
  }

  return (
    <Box sx={{ px: 2, pb: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => void share()}>
          {native ? 'Share via...' : 'Copy link'}
        </Button>
        {shareLinks(text, url).map((l) => (
          <Link key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" variant="body2">
            {l.label}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}
