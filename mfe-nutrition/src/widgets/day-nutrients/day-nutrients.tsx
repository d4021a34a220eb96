import { DAILY_VALUES, dayNutrients, type ExtraNutrient, type NutrientTotal } from '@chairside/contracts/web';
import { formatAmount, LinearProgress, LoadFailed, SectionCard, Stack, Typography, useLocale } from '@chairside/ui';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { t as translate, useT } from '../../shared/i18n';
import { useShownDay } from '../../shared/lib/shown-day';

const ROWS: readonly { nutrient: ExtraNutrient; label: () => string; unit: string }[] = [
  { nutrient: 'fibre', label: () => translate('Fibre'), unit: 'g' },
  { nutrient: 'saturatedFat', label: () => translate('Saturated fat'), unit: 'g' },
  { nutrient: 'sodium', label: () => translate('Sodium'), unit: 'mg' },
];
const oneDecimal = (n: number) => formatAmount(Math.round(n * 10) / 10);

/**
 * The shown day's fibre, saturated fat and sodium against the FDA Daily Values, and its net carbs
 * when every entry with carbs knows its fibre. Totals count the entries that know each nutrient and
 * say how many do not, so an unknown figure is never read as 0.
 */
export function DayNutrients() {
  const t = useT();
  const { date, tz, back, label } = useShownDay();
  const { data, isError, refetch } = useListTodaysFoodEntriesQuery({ date, tz });
  const day = data ? dayNutrients(data) : null;
  const locale = useLocale();
  return (
    <SectionCard
      title={
        back === 0 ? t('Fibre, Saturated Fat & Sodium') : t('Fibre, Saturated Fat & Sodium - {{day}}', { day: label })
      }
    >
      {isError ? (
        <LoadFailed onRetry={refetch}>{t("The day's entries could not be loaded.")}</LoadFailed>
      ) : !data ? null : data.length === 0 ? (
        <Typography color="text.secondary">
          {t('Log a food to see its fibre, saturated fat and sodium here.')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {ROWS.map((r) => (
            <NutrientRow
              key={r.nutrient}
              label={r.label()}
              unit={r.unit}
              value={day![r.nutrient]}
              goal={DAILY_VALUES[r.nutrient]}
            />
          ))}
          <Typography aria-label={t('Net carbs')}>
            {day!.netCarbs === null
              ? t('Net carbs: needs the fibre of {{count}} entries with carbs.', {
                  defaultValue_one: 'Net carbs: needs the fibre of {{count}} entry with carbs.',
                  count: day!.carbsWithoutFibre,
                })
              : t('Net carbs: {{grams}} g (carbs minus fibre)', { grams: oneDecimal(day!.netCarbs) })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(
              'Daily Values (US FDA): fibre {{fibre}} g to reach; saturated fat {{fat}} g and sodium {{sodium}} mg to stay under.',
              {
                fibre: 28,
                fat: 20,
                sodium: (2300).toLocaleString(locale),
              },
            )}
          </Typography>
        </Stack>
      )}
    </SectionCard>
  );
}

function NutrientRow({
  label,
  unit,
  value,
  goal,
}: {
  label: string;
  unit: string;
  value: NutrientTotal;
  goal: number;
}) {
  const t = useT();
  const locale = useLocale();
  // Milligrams whole and grouped (2,300 mg), grams to 0.1 g.
  const amount = (n: number) => (unit === 'mg' ? Math.round(n).toLocaleString(locale) : oneDecimal(n));
  const shown = t('{{amount}} {{unit}} of {{goal}} {{unit}}', {
    amount: amount(value.total),
    goal: amount(goal),
    unit,
  });
  const percent = Math.round((value.total / goal) * 100);
  return (
    <div>
      <Typography>
        <strong>{label}</strong>
        {t(': {{shown}} ({{percent}}% of Daily Value)', { shown, percent })}
        {value.unknown
          ? t(' · not known for {{count}} entries', {
              defaultValue_one: ' · not known for {{count}} entry',
              count: value.unknown,
            })
          : ''}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        aria-label={t('{{nutrient}} against its Daily Value', { nutrient: label })}
        aria-valuetext={shown}
      />
    </div>
  );
}
