import { PRODUCT } from '@chairside/contracts/web';
import { Box, Button, SectionCard, Typography } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../shared/i18n';

const InviteFriendsDialog = lazy(() =>
  import('../../features/invite-friends').then((m) => ({ default: m.InviteFriendsDialog })),
);

export function InviteCard() {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <SectionCard title={t('Invite friends')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 220px' }}>
          {t('Wellness is easier together. Invite your colleagues to {{product}}.', { product: PRODUCT.name })}
        </Typography>
        <Button variant="contained" onClick={() => setOpen(true)}>
          {t('Invite friends')}
        </Button>
      </Box>
      <Suspense fallback={null}>{open ? <InviteFriendsDialog onClose={() => setOpen(false)} /> : null}</Suspense>
    </SectionCard>
  );
}
