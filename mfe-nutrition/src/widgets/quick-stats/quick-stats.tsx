import { averageOfLoggedDays } from '@chairside/contracts/web';
import { SectionCard, StatCard, Box, Typography, formatKcal } from '@chairside/ui';
import { useGetNutritionHistoryQuery } from '../../entities/nutrition-history';
import { useT } from '../../shared/i18n';
import { useToday } from '../../shared/lib/use-today';

/** Shown, marked as sample values, only when the data could not be loaded. */
const SAMPLE = { weeklyAverage: 1850, daysLogged: 5, protein: 120 };

/**
 * The week at a glance: average calories and protein on the days logged, and how many days were
 * logged. Today's numbers are Today's Overview's alone (each number in one place).
 */
export function QuickStats() {
  const t = useT();
  const today = useToday();
  const week = useGetNutritionHistoryQuery({ days: 7, ...today });
  const days = week.data ?? [];
  const logged = days.filter((d) => d.calories > 0);
  const stats = week.isError
    ? SAMPLE
    : {
        weeklyAverage: averageOfLoggedDays(days.map((d) => d.calories)),
        daysLogged: logged.length,
        protein: logged.length ? logged.reduce((n, d) => n + d.protein, 0) / logged.length : null,
      };
  const dash = '—';
  return (
    <SectionCard title={t('Quick Stats')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 1 }}>
        <StatCard
          label={t('Weekly average')}
          value={stats.weeklyAverage === null ? dash : `${formatKcal(stats.weeklyAverage)} kcal`}
        />
        <StatCard
          label={t('Days logged')}
          value={t('{{logged}} of {{total}}', { logged: stats.daysLogged, total: 7 })}
        />
        <StatCard label={t('Protein a day')} value={stats.protein === null ? dash : `${Math.round(stats.protein)} g`} />
      </Box>
      {week.isError ? (
        <Typography variant="caption" color="text.secondary">
          {t('Sample values: some of your data could not be loaded.')}
        </Typography>
      ) : null}
    </SectionCard>
  );
}
