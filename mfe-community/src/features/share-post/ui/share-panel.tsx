import { TOAST_MS, PRODUCT, type CommunityPost } from '@chairside/contracts/web';
import { Box, Typography } from '@chairside/ui';
import { ShareRow } from '@chairside/ui/share';
import { shareCaption } from '../model/share-caption';

/** The caption to be shared, with the share button and the message and mail links. */
export function SharePanel({ post, authorName }: { post: CommunityPost; authorName: string }) {
  const text = shareCaption(post, authorName);
  const url = `${window.location.origin}/community`;
  return (
    <Box sx={{ px: 2, pb: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {text}
      </Typography>
      <ShareRow
        subject={`From the ${PRODUCT.name} community`}
        shareLabel={{ native: 'Share via...' }}
        request={{
          title: `${authorName} on ${PRODUCT.name}`,
          text,
          url,
          clipboard: `${text} ${url}`,
          manual: `${text} ${url}`,
          copied: {
            title: 'Link Copied',
            description: 'The post and its link are on your clipboard.',
            durationMs: TOAST_MS.shareCopy,
          },
        }}
      />
    </Box>
  );
}
