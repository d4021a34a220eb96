import { PageTitle, useMediaQuery, useSignedOutGuard, Box } from '@chairside/ui';
import type { ReactNode } from 'react';
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

/**
 * The dashboard's sections. On a phone, one column that opens on what a member uses all day: Quick
 * Actions and the food diary, then Today's Overview. On a wider screen, two columns that each stack
 * their cards, so a long diary on the right leaves no gap under Today's Overview on the left. The
 * order on screen is the order in the page (for the keyboard and screen readers) at either width.
 */
export default function DashboardPage() {
  useSignedOutGuard();
  const wide = useMediaQuery('(min-width:900px)', { noSsr: true });
  return (
    <>
      <PageTitle>Your Fitness & Nutrition Dashboard</PageTitle>
      {wide ? (
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <Column>
            <TodaysOverview />
            <QuickActions />
            <BmiCard />
            <SugarLens />
            <PersonalityCard />
            <QuickStats />
          </Column>
          <Column>
            <FoodDiary />
            <TodaysProgress />
            <StreakCard />
            <DailyTip />
            <RecentActivities />
          </Column>
        </Box>
      ) : (
        <Column>
          <QuickActions />
          <FoodDiary />
          <TodaysOverview />
          <TodaysProgress />
          <BmiCard />
          <StreakCard />
          <SugarLens />
          <DailyTip />
          <PersonalityCard />
          <RecentActivities />
          <QuickStats />
        </Column>
      )}
    </>
  );
}

/** Cards stacked, each as tall as its content. */
function Column({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>{children}</Box>;
}
