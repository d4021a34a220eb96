import { useCurrentUserQuery } from '@chairside/api-client';
import { PageTitle, SectionCard } from '@chairside/ui';
import { Typography } from '@mui/material';

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
