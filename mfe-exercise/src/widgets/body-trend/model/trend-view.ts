import { localeOf, type BodyRegionName, type BodyTrend } from '@chairside/contracts/web';
import { currentLanguage } from '@chairside/ui';
import { t } from '../../../shared/i18n';
import { regionLabel } from '../../../shared/i18n/labels';

/**
 * "Sep 7" for the week starting Monday 2026-09-07, in the active language ("7 sept." in French).
 * UTC: a week is a calendar day, not an instant, so the viewer's zone must not move it.
 */
export const weekLabel = (weekStart: string) =>
  new Intl.DateTimeFormat(localeOf(currentLanguage()), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${weekStart}T12:00:00Z`),
  );

interface TrendWeek {
  weekStart: string;
  label: string;
  breaks: number;
}

interface TrendRow {
  region: BodyRegionName;
  label: string;
  /** One per week, oldest first; null for a week without a check-in. */
  scores: (number | null)[];
}

export interface TrendView {
  /** No check-in in the 12 weeks: the card invites the first one instead of drawing empty weeks. */
  empty: boolean;
  weeks: TrendWeek[];
  /** The regions with trouble (a score above 0) in some week, in the questionnaire's order. */
  rows: TrendRow[];
  /** Some region had no trouble in any week: it is left out of the chart, and the card says so. */
  othersQuiet: boolean;
  /** The tallest week's breaks (at least 1), so the bars share one scale. */
  mostBreaks: number;
}

/** What the card draws from the API's trend: only the regions that hurt, each week labelled. */
export function trendView(trend: BodyTrend): TrendView {
  const weeks = trend.weeks.map((w) => ({ weekStart: w.weekStart, label: weekLabel(w.weekStart), breaks: w.breaks }));
  const rows = trend.regions
    .filter((r) => r.scores.some((s) => s !== null && s > 0))
    .map((r) => ({ region: r.region, label: regionLabel(r.region), scores: r.scores }));
  return {
    empty: !trend.regions.some((r) => r.scores.some((s) => s !== null)),
    weeks,
    rows,
    othersQuiet: rows.length < trend.regions.length,
    mostBreaks: Math.max(1, ...weeks.map((w) => w.breaks)),
  };
}

/**
 * The summary lines in the active language, built from the trend's numbers exactly as the API words
 * them in English (rules/body-check-ins.ts bodyTrend): "Neck: 6 → 3 over 4 weeks; you took 31
 * breaks", or, with a single week of check-ins, that week and its breaks. Numbers only: no cause, no advice.
 */
export function trendSummary(trend: BodyTrend): string[] {
  const lines: string[] = [];
  const weeks = trend.weeks;
  for (const { region, scores } of trend.regions) {
    if (!scores.some((s) => s !== null && s > 0)) continue;
    const first = scores.findIndex((s) => s !== null);
    const last = scores.length - 1 - [...scores].reverse().findIndex((s) => s !== null);
    const count = weeks.slice(first, last + 1).reduce((n, w) => n + w.breaks, 0);
    const label = regionLabel(region);
    if (first === last) {
      const score = scores[first];
      if (last === weeks.length - 1)
        lines.push(
          count === 0
            ? t('{{region}}: {{score}} at your check-in this week; no breaks logged this week', {
                region: label,
                score,
              })
            : t('{{region}}: {{score}} at your check-in this week; you took {{count}} breaks this week', {
                defaultValue_one:
                  '{{region}}: {{score}} at your check-in this week; you took {{count}} break this week',
                region: label,
                score,
                count,
              }),
        );
      else {
        const week = weeks[last] ? weekLabel(weeks[last].weekStart) : '';
        lines.push(
          count === 0
            ? t('{{region}}: {{score}} at your check-in in the week of {{week}}; no breaks logged that week', {
                region: label,
                score,
                week,
              })
            : t('{{region}}: {{score}} at your check-in in the week of {{week}}; you took {{count}} breaks that week', {
                defaultValue_one:
                  '{{region}}: {{score}} at your check-in in the week of {{week}}; you took {{count}} break that week',
                region: label,
                score,
                week,
                count,
              }),
        );
      }
    } else {
      const numbers = { region: label, from: scores[first], to: scores[last], weeks: last - first + 1 };
      lines.push(
        count === 0
          ? t('{{region}}: {{from}} → {{to}} over {{weeks}} weeks; no breaks logged in those weeks', numbers)
          : t('{{region}}: {{from}} → {{to}} over {{weeks}} weeks; you took {{count}} breaks', {
              defaultValue_one: '{{region}}: {{from}} → {{to}} over {{weeks}} weeks; you took {{count}} break',
              ...numbers,
              count,
            }),
      );
    }
  }
  return lines;
}
