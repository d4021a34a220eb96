import { useCurrentUserQuery } from '@chairside/api-client';
import { Box, Button, SectionCard, Typography } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { UserAvatar } from '../../entities/user-profile';
import { EmailText } from '../../shared/ui/email-text';
import { useT } from '../../shared/i18n';

// Loaded when first opened: /settings's first chunk carries no dialog.
const EditProfileDialog = lazy(() =>
  import('../../features/edit-profile').then((m) => ({ default: m.EditProfileDialog })),
);

/** The account card: avatar, 'Login Account' and the username, and the Edit profile button. */
export function AccountCard() {
  const { data: user } = useCurrentUserQuery();
  const [editing, setEditing] = useState(false);
  const t = useT();
  return (
    <SectionCard title={t('Account')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <UserAvatar user={user} />
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('Login Account')}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
            {user ? <EmailText email={user.email} /> : null}
          </Typography>
          {user?.profile?.name ? (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.profile.name}
            </Typography>
          ) : null}
        </Box>
        <Button variant="outlined" onClick={() => setEditing(true)}>
          {t('Edit profile')}
        </Button>
      </Box>
      <Suspense fallback={null}>{editing ? <EditProfileDialog onClose={() => setEditing(false)} /> : null}</Suspense>
    </SectionCard>
  );
}
