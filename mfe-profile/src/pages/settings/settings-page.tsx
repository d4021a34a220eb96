import { Box, PageTitle, Stack } from '@chairside/ui';
import { AccountCard } from '../../widgets/account-card';
import { InviteCard } from '../../widgets/invite-card';
import { Preferences } from '../../widgets/preferences';
import { SignInMethods } from '../../widgets/sign-in-methods';
import { YourData } from '../../widgets/your-data';
import { useT } from '../../shared/i18n';

/**
 * One column on a phone; two on a wider screen, which the cards fill instead of leaving half of it
 * empty. Each column stacks its cards, and the page reads in the same order at either width.
 */
export default function SettingsPage() {
  const t = useT();
  return (
    <>
      <PageTitle>{t('Settings')}</PageTitle>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <AccountCard />
          <InviteCard />
          <Preferences />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <SignInMethods />
          <YourData />
        </Stack>
      </Box>
    </>
  );
}
