import { PageTitle } from '@chairside/ui';
import { Box } from '@mui/material';
import { FoodDiary } from '../../widgets/food-diary/food-diary';
import { QuickActions } from '../../widgets/quick-actions/quick-actions';
import { TodaysOverview } from '../../widgets/todays-overview/todays-overview';

export default function DashboardPage() {
  return (
    <>
      <PageTitle>Your Fitness & Nutrition Dashboard</PageTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TodaysOverview />
        <QuickActions />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <FoodDiary />
        </Box>
      </Box>
    </>
  );
}
