import { PageTitle, useMediaQuery, useSignedOutGuard, Box } from '@chairside/ui';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n';
import { FoodDiary } from '../../widgets/food-diary';
import { QuickActions } from '../../widgets/quick-actions';
import { SugarLens } from '../../widgets/sugar-lens';
import { TodaysOverview } from '../../widgets/todays-overview';
import { TodaysProgress } from '../../widgets/todays-progress';
// Below the first screen: each loads as it comes near it.
import {
  BmiCard,
  DailyTip,
  DayNutrients,
  PersonalityCard,
  QuickStats,
  RecentActivities,
  StreakCard,
  WaterCard,
} from './ui/below-fold-cards';

/**
 * The dashboard's sections. On a phone, one column that opens on what a member uses all day: Quick
 * Actions and the food diary, then Today's Overview. On a wider screen, two columns that each stack
 * their cards, so a long diary on the right leaves no gap under Today's Overview on the left. The
 * order on screen is the order in the page (for the keyboard and screen readers) at either width.
 */
export default function DashboardPage() {
  useSignedOutGuard();
  const t = useT();
  const wide = useMediaQuery('(min-width:900px)', { noSsr: true });
  return (
    <>
      <PageTitle>{t('Your Fitness & Nutrition Dashboard')}</PageTitle>
      {wide ? (
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <Column>
            <TodaysOverview />
            <QuickActions />
            <WaterCard />
            <BmiCard />
            <SugarLens />
            <PersonalityCard />
            <QuickStats />
          </Column>
          <Column>
            <FoodDiary />
            <DayNutrients />
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
          <DayNutrients />
          <WaterCard />
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
