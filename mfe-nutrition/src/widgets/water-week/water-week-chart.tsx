import { waterFromMl } from '@chairside/contracts/web';
import { LoadFailed, SectionCard, Typography, waterText, useLocale } from '@chairside/ui';
import { DailyBarsChart } from '@chairside/ui/nutrition-details';
import { useT } from '../../shared/i18n';
import { useGetWaterHistoryQuery } from './api/water-history-api';

/** Water on /progress: the last 7 days' totals as bars against the goal, in the member's unit. */
export function WaterWeekChart({ today }: { today: { date: string; tz: string } }) {
  const t = useT();
  const locale = useLocale();
  const { data, isError, refetch } = useGetWaterHistoryQuery(today);
  const title = t('Water, Last 7 Days');
  if (isError)
    return (
      <SectionCard title={title}>
        <LoadFailed onRetry={refetch}>{t('Your water for the last 7 days could not be loaded.')}</LoadFailed>
      </SectionCard>
    );
  if (!data) return <SectionCard title={title}>{null}</SectionCard>;
  const { unit, goalMl } = data;
  const reached = data.days.filter((d) => d.totalMl >= goalMl).length;
  const goal = waterText(goalMl, unit, locale);
  return (
    <SectionCard title={title}>
      {data.days.every((d) => d.totalMl === 0) ? (
        <Typography color="text.secondary">
          {t('No water logged in the last 7 days. Tap + Glass on the dashboard each time you drink.')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('Goal {{goal}} reached on {{reached}} of {{days}} days', {
              goal,
              reached,
              days: 7,
            })}
          </Typography>
          <DailyBarsChart
            days={data.days.map((d) => ({ date: d.date, value: waterFromMl(d.totalMl, unit) }))}
            goal={waterFromMl(goalMl, unit)}
            unit={unit === 'ml' ? ' ml' : ' fl oz'}
            summary={t('Water per day, last {{days}} days, goal {{goal}}', { days: 7, goal })}
          />
        </>
      )}
    </SectionCard>
  );
}
