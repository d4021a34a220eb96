import { PageTitle } from '@chairside/ui';
import { Typography } from '@mui/material';

export default function ProgressPage() {
  return (
    <>
      <PageTitle>Fitness & Nutrition Progress</PageTitle>
      <Typography color="text.secondary">Your daily summary, goal progress and achievements will appear here.</Typography>
    </>
  );
}
