import type { BodyTrend } from '@chairside/contracts/web';
import { Box, CircularProgress, LoadFailed, SectionCard, Stack, Typography } from '@chairside/ui';
import { useGetBodyTrendQuery } from '../../entities/body-check-in';
import { useT } from '../../shared/i18n';
import { trendSummary, trendView } from './model/trend-view';
import { SummaryLine } from './ui/summary-line';
import { Legend, WeekGrid } from './ui/week-grid';
import { WeekTable } from './ui/week-table';

function Trend({ trend }: { trend: BodyTrend }) {
  const t = useT();
  const view = trendView(trend);
  // Worded here from the numbers, in the member's language (the API's lines are English).
  const summary = trendSummary(trend);
  if (view.empty)
    return (
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{t('Your first check-in starts the trend.')}</Typography>
        <Typography color="text.secondary">
          {t("Each week's scores will show here beside the stretch breaks you took.")}
        </Typography>
      </Box>
    );
  return (
    <Stack spacing={2.5}>
      {summary.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {summary.map((line) => (
            <SummaryLine key={line} line={line} />
          ))}
        </Box>
      ) : null}
      <Box>
        <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
          {t('Week by week')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t(
            "Trouble from 0 (none) to 10 (worst) at each week's last check-in. Weeks start on Monday; the last is this week.",
          )}
        </Typography>
        <WeekGrid view={view} />
        {view.rows.length ? <Legend /> : null}
        <WeekTable view={view} />
        {view.othersQuiet ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {view.rows.length
              ? t('No trouble reported in the other regions.')
              : t('No trouble reported in any region in these weeks.')}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}

/**
 * Each region's score over the last 12 weeks beside the breaks taken, in plain words. The calm note to
 * see a health professional is not repeated here: the Body check-in card above shows it, where the
 * member checks in.
 */
export function BodyTrendCard() {
  const t = useT();
  const trend = useGetBodyTrendQuery();
  let body;
  if (trend.isError)
    body = <LoadFailed onRetry={trend.refetch}>{t('Your 12-week trend could not be loaded.')}</LoadFailed>;
  else if (!trend.data)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={t('Loading your 12-week trend')} />
      </Box>
    );
  else body = <Trend trend={trend.data} />;
  return <SectionCard title={t('Your body over 12 weeks')}>{body}</SectionCard>;
}
