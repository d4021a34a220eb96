import { TOAST_MS, PRODUCT, type CommunityPost } from '@chairside/contracts/web';
import { Box, Typography, useLocale } from '@chairside/ui';
import { ShareRow } from '@chairside/ui/share';
import { useT } from '../../../shared/i18n';
import { shareCaption } from '../model/share-caption';

/** The caption to be shared, with the share button and the message and mail links. */
export function SharePanel({ post, authorName }: { post: CommunityPost; authorName: string }) {
  const t = useT();
  const locale = useLocale();
  const text = shareCaption(post, authorName, locale);
  const url = `${window.location.origin}/community`;
  return (
    <Box sx={{ px: 2, pb: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {text}
      </Typography>
      <ShareRow
        subject={t('From the {{product}} community', { product: PRODUCT.name })}
        shareLabel={{ native: t('Share via...') }}
        request={{
          title: t('{{name}} on {{product}}', { name: authorName, product: PRODUCT.name }),
          text,
          url,
          clipboard: `${text} ${url}`,
          manual: `${text} ${url}`,
          copied: {
            title: t('Link Copied'),
            description: t('The post and its link are on your clipboard.'),
            durationMs: TOAST_MS.shareCopy,
          },
        }}
      />
    </Box>
  );
}
