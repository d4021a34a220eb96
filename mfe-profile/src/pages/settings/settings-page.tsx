import { PageTitle, Stack } from '@chairside/ui';
import { AccountCard } from '../../widgets/account-card';
import { InviteCard } from '../../widgets/invite-card';
import { Preferences } from '../../widgets/preferences';
import { SignInMethods } from '../../widgets/sign-in-methods';
import { YourData } from '../../widgets/your-data';

export default function SettingsPage() {
  return (
    <>
      <PageTitle>Settings</PageTitle>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <AccountCard />
        <InviteCard />
        <Preferences />
        <SignInMethods />
        <YourData />
      </Stack>
    </>
  );
}
