import { PageTitle } from '@chairside/ui';
import { Typography } from '@mui/material';

export default function QuizPage() {
  return (
    <>
      <PageTitle>Fitness Nutrition Personality Quiz</PageTitle>
      <Typography color="text.secondary">Ten questions to discover your nutrition personality.</Typography>
    </>
  );
}
