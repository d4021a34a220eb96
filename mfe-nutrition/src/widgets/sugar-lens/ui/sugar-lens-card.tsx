import { DEFAULT_GOALS } from '@chairside/contracts/web';
import { formatAmount, Box, LinearProgress, Typography } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { useListTodaysFoodEntriesQuery } from '../../../entities/food-entry';
import { useGetNutritionGoalsQuery } from '../../../entities/nutrition-goals';
import { useToday } from '../../../shared/lib/use-today';
import { exposuresText, levelText, sugarSummary, unknownText, type SugarSummary } from '../model/sugar-summary';
import { SugarCardFrame } from './card-frame';

const BAR_COLOR = { 'within-ideal': 'success', 'within-limit': 'warning', 'over-limit': 'error' } as const;

/** Today's grams against the WHO limit, with the ideal (5 %) marked on the bar. */
function SugarBar({ s }: { s: SugarSummary }) {
  const t = useT();
  const amount = t('{{grams}} g of {{limit}} g', { grams: formatAmount(s.grams), limit: s.limitG });
  return (
    <>
      <Typography variant="h4" component="p">
        {amount}
      </Typography>
      <Box sx={{ position: 'relative', my: 0.5 }}>
        <LinearProgress
          variant="determinate"
          value={s.barPercent}
          color={BAR_COLOR[s.level]}
          aria-label={t('Sugars today')}
          aria-valuetext={amount}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: -3,
            bottom: -3,
            left: `${s.idealPercent}%`,
            width: 2,
            bgcolor: 'text.primary',
          }}
        />
      </Box>
      <Typography variant="body2">{levelText(s)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t(
          'WHO guideline: under {{limit}} g (10 % of your calorie goal), ideally under {{ideal}} g (the mark). Counts all sugars, including those in fruit and milk.',
          { limit: s.limitG, ideal: s.idealG },
        )}
      </Typography>
    </>
  );
}

/** Sugar & your teeth: how much sugar today, and how often (exposures), from today's entries. */
export default function SugarLensCard() {
  const t = useT();
  const today = useToday();
  const { data: entries = [], isLoading, isError } = useListTodaysFoodEntriesQuery(today);
  const { data: saved } = useGetNutritionGoalsQuery();
  if (isLoading) return <SugarCardFrame />;
  // A goal of 0 (a blank field saved) would make every gram 'over': the defaults stand in.
  const s = sugarSummary(entries, saved?.calorieGoal || DEFAULT_GOALS.calorieGoal);
  return (
    <SugarCardFrame>
      {isError ? (
        <Typography color="error">{t('Today’s entries could not be loaded.')}</Typography>
      ) : s.known ? (
        <>
          <SugarBar s={s} />
          <Typography sx={{ fontWeight: 600, mt: 1 }}>{exposuresText(s.exposures)}</Typography>
        </>
      ) : (
        <>
          <Typography sx={{ fontWeight: 600 }}>{t('No sugars logged today.')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('Add the sugars (g) when you log a food, or pick it from the food search, to see them here.')}
          </Typography>
        </>
      )}
      {s.unknown > 0 && !isError ? (
        <Typography variant="body2" color="text.secondary">
          {unknownText(s.unknown)}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 'auto', pt: 1 }}>
        {t(
          'Each sugary snack or drink starts an acid attack on your enamel that lasts about half an hour to an hour, so how often you have sugar matters as much as how much.',
        )}
      </Typography>
    </SugarCardFrame>
  );
}
