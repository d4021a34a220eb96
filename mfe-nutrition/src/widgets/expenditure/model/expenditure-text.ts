import { weightText } from '@chairside/ui';
import { type BodyUnits, type ExpenditureResponse } from '@chairside/contracts/web';
import { EXPENDITURE_WINDOW } from '@chairside/contracts/web-lazy';
import { t } from '../../../shared/i18n';
import { activeLocale } from '../../../shared/i18n/locale';

const kcal = (n: number) => n.toLocaleString(activeLocale());

/**
 * What is still needed before the estimate, in words: "Log food on 4 more days and add 1 more
 * weigh-in." and, when the history itself is too short for that, how many more days it needs.
 */
export function missingText(m: ExpenditureResponse['missing']): string[] {
  const days = t('{{count}} more days', { defaultValue_one: '{{count}} more day', count: m.loggedDays });
  const weighIns = t('{{count}} more weigh-ins', { defaultValue_one: '{{count}} more weigh-in', count: m.weighIns });
  const lines: string[] = [];
  if (m.loggedDays > 0 && m.weighIns > 0)
    lines.push(t('Log food on {{days}} and add {{weighIns}}.', { days, weighIns }));
  else if (m.loggedDays > 0) lines.push(t('Log food on {{days}}.', { days }));
  else if (m.weighIns > 0) lines.push(t('Add {{weighIns}}.', { weighIns }));
  if (m.days > m.loggedDays)
    lines.push(
      t('It needs at least {{min}} days since you started logging: {{days}} to go.', {
        min: EXPENDITURE_WINDOW.minDays,
        days: t('{{count}} more days', { defaultValue_one: '{{count}} more day', count: m.days }),
      }),
    );
  return lines;
}

/** "2,585 ± 70 kcal a day": the uncertainty to the nearest 10 kcal (never shown as ± 0). */
export function estimateText(e: NonNullable<ExpenditureResponse['estimate']>): string {
  const spread = Math.max(10, Math.round(e.uncertaintyKcal / 10) * 10);
  return t('{{kcal}} ± {{spread}} kcal a day', { kcal: kcal(e.kcalPerDay), spread: kcal(spread) });
}

/** "From 10 logged days and 29 weigh-ins; your trend weight went down 1.4 kg in 28 days" (kg or lbs). */
export function basisText(r: ExpenditureResponse, units: BodyUnits): string {
  const e = r.estimate!;
  const change = weightText(Math.abs(e.trendChangeKg), units, activeLocale());
  const days = e.trendDays;
  const trend = /^0 /.test(change)
    ? t('your trend weight held steady over {{count}} days', {
        defaultValue_one: 'your trend weight held steady over {{count}} days',
        count: days,
      })
    : e.trendChangeKg < 0
      ? t('your trend weight went down {{change}} in {{count}} days', {
          defaultValue_one: 'your trend weight went down {{change}} in {{count}} days',
          change,
          count: days,
        })
      : t('your trend weight went up {{change}} in {{count}} days', {
          defaultValue_one: 'your trend weight went up {{change}} in {{count}} days',
          change,
          count: days,
        });
  return t('From {{days}} logged days (average {{kcal}} kcal) and {{weighIns}} weigh-ins; {{trend}}.', {
    days: r.loggedDays,
    kcal: kcal(e.meanIntakeKcal),
    weighIns: r.weighIns,
    trend,
  });
}

/** "To lose weight: 2,085 kcal a day" and, when the floor lifted it, why it is not lower. */
export function suggestionText(s: NonNullable<ExpenditureResponse['suggestion']>): string {
  const n = kcal(s.goals.calorieGoal);
  switch (s.goal) {
    case 'weight_loss':
      return s.floored
        ? t('To lose weight: {{kcal}} kcal a day, kept at your resting need (BMR).', { kcal: n })
        : t('To lose weight: {{kcal}} kcal a day.', { kcal: n });
    case 'maintenance':
      return s.floored
        ? t('To keep your weight: {{kcal}} kcal a day, kept at your resting need (BMR).', { kcal: n })
        : t('To keep your weight: {{kcal}} kcal a day.', { kcal: n });
    case 'weight_gain':
      return s.floored
        ? t('To gain weight: {{kcal}} kcal a day, kept at your resting need (BMR).', { kcal: n })
        : t('To gain weight: {{kcal}} kcal a day.', { kcal: n });
  }
}
