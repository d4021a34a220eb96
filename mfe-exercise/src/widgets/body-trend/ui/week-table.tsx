import { Box, visuallyHidden } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import type { TrendView } from '../model/trend-view';

/** The chart's numbers for screen readers: a week a row, each drawn region and the breaks a column. */
export function WeekTable({ view }: { view: TrendView }) {
  const t = useT();
  return (
    // A table is as wide as its content whatever its own width: the hidden box around it clips it.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{t('Trouble each week, 0 none to 10 worst, and the stretch breaks taken')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Week')}</th>
            {view.rows.map((r) => (
              <th key={r.region} scope="col">
                {r.label}
              </th>
            ))}
            <th scope="col">{t('Breaks taken')}</th>
          </tr>
        </thead>
        <tbody>
          {view.weeks.map((w, i) => (
            <tr key={w.weekStart}>
              <th scope="row">{t('Week of {{week}}', { week: w.label })}</th>
              {view.rows.map((r) => (
                <td key={r.region}>{r.scores[i] ?? t('no check-in')}</td>
              ))}
              <td>{w.breaks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
