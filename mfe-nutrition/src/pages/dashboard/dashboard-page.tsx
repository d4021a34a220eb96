import { PageTitle, useSignedOutGuard } from '@chairside/ui';
import { Box } from '@mui/material';
import { BmiCard } from '../../widgets/bmi-card/bmi-card';
import { DailyTip } from '../../widgets/daily-tip/daily-tip';
import { FoodDiary } from '../../widgets/food-diary/food-diary';
import { PersonalityCard } from '../../widgets/personality/personality-card';
import { QuickActions } from '../../widgets/quick-actions/quick-actions';
import { QuickStats } from '../../widgets/quick-stats/quick-stats';
import { RecentActivities } from '../../widgets/recent-activities/recent-activities';
import { StreakCard } from '../../widgets/streak/streak-card';
import { TodaysOverview } from '../../widgets/todays-overview/todays-overview';
import { TodaysProgress } from '../../widgets/todays-progress/todays-progress';

/** The dashboard's ten sections (spec 2), in the spec's order. */
export default function DashboardPage() {
  useSignedOutGuard();
  return (
    <>
      <PageTitle>Your Fitness & Nutrition Dashboard</PageTitle>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TodaysOverview />
        <FoodDiary />
        <QuickActions />
        <TodaysProgress />
        <BmiCard />
        <StreakCard />
        <DailyTip />
        <PersonalityCard />
        <RecentActivities />
        <QuickStats />
      </Box>
    </>
  );
}
