import { PageTitle, useSignedOutGuard, Box } from '@chairside/ui';
import { BmiCard } from '../../widgets/bmi-card';
import { DailyTip } from '../../widgets/daily-tip';
import { FoodDiary } from '../../widgets/food-diary';
import { PersonalityCard } from '../../widgets/personality';
import { QuickActions } from '../../widgets/quick-actions';
import { QuickStats } from '../../widgets/quick-stats';
import { RecentActivities } from '../../widgets/recent-activities';
import { StreakCard } from '../../widgets/streak';
import { SugarLens } from '../../widgets/sugar-lens';
import { TodaysOverview } from '../../widgets/todays-overview';
import { TodaysProgress } from '../../widgets/todays-progress';

/** The dashboard's ten sections in their fixed order, and the sugar card with the body and habit cards. */
export default function DashboardPage() {
  useSignedOutGuard();
  return (
    <>
      <PageTitle>Your Fitness & Nutrition Dashboard</PageTitle>
      <Box
        // alignItems start: each card as tall as its content, none stretched half empty beside a longer one.
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <TodaysOverview />
        <FoodDiary />
        <QuickActions />
        <TodaysProgress />
        <BmiCard />
        <StreakCard />
        <SugarLens />
        <DailyTip />
        <PersonalityCard />
        <RecentActivities />
        <QuickStats />
      </Box>
    </>
  );
}
