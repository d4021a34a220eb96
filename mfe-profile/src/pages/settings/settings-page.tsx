import { useCurrentUserQuery } from '@chairside/api-client';
import { PageTitle, SectionCard, Typography } from '@chairside/ui';

export default function SettingsPage() {
  const { data: user } = useCurrentUserQuery();
  return (
    <>
      <PageTitle>Settings</PageTitle>
      <SectionCard title="Login Account">
        <Typography>{user?.email}</Typography>
      </SectionCard>
    </>
  );
}
