import { Box, Button, SectionCard, WhenNearViewport } from '@chairside/ui';
import { lazy, type ReactNode } from 'react';
import { t } from '../../../shared/i18n';

// The dashboard's cards that start below the first screen, at 1280 × 720 (from ~850 px down) and on
// a phone: each one's code, and its calls, load as it comes within 100 px of the screen, so the first
// load fetches only what can be seen (the remote's first-route budget, docs/decisions.md "Front end").
// Until then, and while it loads, a frame with the card's heading and about its height holds the
// place, so nothing moves.
const LazyWaterCard = lazy(() => import('../../../widgets/water-card').then((m) => ({ default: m.WaterCard })));
const LazyBmiCard = lazy(() => import('../../../widgets/bmi-card').then((m) => ({ default: m.BmiCard })));
const LazyStreakCard = lazy(() => import('../../../widgets/streak').then((m) => ({ default: m.StreakCard })));
const LazyRecentActivities = lazy(() =>
  import('../../../widgets/recent-activities').then((m) => ({ default: m.RecentActivities })),
);
const LazyDayNutrients = lazy(() =>
  import('../../../widgets/day-nutrients').then((m) => ({ default: m.DayNutrients })),
);
const LazyQuickStats = lazy(() => import('../../../widgets/quick-stats').then((m) => ({ default: m.QuickStats })));
const LazyDailyTip = lazy(() => import('../../../widgets/daily-tip').then((m) => ({ default: m.DailyTip })));
const LazyPersonalityCard = lazy(() =>
  import('../../../widgets/personality').then((m) => ({ default: m.PersonalityCard })),
);

/** The card's heading over a blank of the height its content takes (xs: a phone, md: two columns). */
function Frame({ title, height, action }: { title: string; height: { xs: number; md: number }; action?: ReactNode }) {
  return (
    <SectionCard title={title} action={action}>
      <Box sx={{ minHeight: height }} />
    </SectionCard>
  );
}

function Later({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return (
    <WhenNearViewport margin="100px" placeholder={placeholder}>
      {children}
    </WhenNearViewport>
  );
}

export const WaterCard = () => (
  <Later
    placeholder={
      <Frame
        title={t('Water')}
        height={{ xs: 96, md: 96 }}
        action={
          <Button size="small" variant="outlined" disabled>
            {t('Goal')}
          </Button>
        }
      />
    }
  >
    <LazyWaterCard />
  </Later>
);

export const BmiCard = () => (
  <Later placeholder={<Frame title={t('BMI Tracking')} height={{ xs: 145, md: 145 }} />}>
    <LazyBmiCard />
  </Later>
);

export const StreakCard = () => (
  <Later placeholder={<Frame title={t('Your Streak')} height={{ xs: 94, md: 94 }} />}>
    <LazyStreakCard />
  </Later>
);

export const RecentActivities = () => (
  <Later placeholder={<Frame title={t('Recent Activities')} height={{ xs: 24, md: 24 }} />}>
    <LazyRecentActivities />
  </Later>
);

export const QuickStats = () => (
  <Later placeholder={<Frame title={t('Quick Stats')} height={{ xs: 204, md: 98 }} />}>
    <LazyQuickStats />
  </Later>
);

// Under the diary on a wide screen and under Today's Overview on a phone: below the first screen at both.
export const DayNutrients = () => (
  <Later placeholder={<Frame title={t('Fibre, Saturated Fat & Sodium')} height={{ xs: 170, md: 170 }} />}>
    <LazyDayNutrients />
  </Later>
);

export const DailyTip = () => (
  <Later placeholder={<Frame title={t('Daily Tip')} height={{ xs: 98, md: 74 }} />}>
    <LazyDailyTip />
  </Later>
);

// Shown only once the quiz has a result, so no frame holds its place: most members have none, and a
// frame would vanish as it loads. Near the screen's bottom edge by then, what moves is out of sight.
export const PersonalityCard = () => (
  <Later placeholder={null}>
    <LazyPersonalityCard />
  </Later>
);
