import { isUnauthorized } from '@chairside/api-client';
import { type WeighIn } from '@chairside/contracts/web';
import { addDays } from '@chairside/contracts/web-lazy';
import {
  useCallFailed,
  useToast,
  Box,
  Button,
  CircularProgress,
  LoadFailed,
  SectionCard,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useLocale,
  weightText,
} from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { useGetUserProfileQuery } from '../../entities/user-profile';
import { useDeleteWeighInMutation, useListWeighInsQuery, useLogWeighInMutation } from '../../entities/weigh-in';
import { useWeightUnits } from '../../shared/lib/weight-units';
import { useT } from '../../shared/i18n';
import { rateText } from './model/rate-text';
import { WeighInList } from './ui/weigh-in-list';

// The chart and the dialog load when first needed, not with the Progress page.
const WeightChart = lazy(() => import('./ui/weight-chart'));
const LogWeightDialog = lazy(() => import('../../features/log-weight').then((m) => ({ default: m.LogWeightDialog })));

const RANGES = [30, 90, 365] as const;

/** The latest weigh-in's day: English keeps the ISO date it has always shown, other languages a date in words. */
const latestDay = (date: string, locale: string) =>
  locale === 'en-US'
    ? date
    : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${date}T12:00:00Z`),
      );
type Range = (typeof RANGES)[number];

/**
 * The weight card on Progress: weigh-ins, their trend and the goal weight over 30, 90 or 365 days,
 * the trend's weekly rate in words, and the weigh-ins to correct or delete (docs/product.md "Weight").
 */
export function WeightProgress({ today }: { today: string }) {
  const t = useT();
  const locale = useLocale();
  const [days, setDays] = useState<Range>(30);
  const [units, setUnits] = useWeightUnits();
  const from = addDays(today, -(days - 1));
  const { data, isLoading, isError, refetch } = useListWeighInsQuery({ from, to: today });
  const { data: profile } = useGetUserProfileQuery();
  const [dialog, setDialog] = useState<{ editing: WeighIn | null } | null>(null);
  const [deleteWeighIn] = useDeleteWeighInMutation();
  const [logWeighIn] = useLogWeighInMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const goalKg = profile?.goalWeight ?? null;

  async function remove(w: WeighIn) {
    const r = await deleteWeighIn(w.id);
    if ('error' in r)
      return failed(r.error, {
        title: t('Error'),
        description: t('Failed to delete the weigh-in.'),
        variant: 'destructive',
      });
    toast({
      title: t('Weigh-in Deleted'),
      description: t('{{weight}} is gone from your log.', { weight: weightText(w.weightKg, units, locale) }),
      // Undo logs the same weight on the same day again.
      action: {
        label: t('Undo'),
        onClick: () =>
          void logWeighIn({ date: w.date, weightKg: w.weightKg }).then((u) => {
            if ('error' in u && !isUnauthorized(u.error))
              toast({
                title: t('Error'),
                description: t('Could not bring the weigh-in back.'),
                variant: 'destructive',
              });
          }),
      },
    });
  }

  const rate = data?.weeklyRateKg ?? null;
  const latestTrend = data?.trend.length ? data.trend[data.trend.length - 1]!.trendKg : null;
  // The chart's name for screen readers: the count, then each figure there is, in a list.
  const summary = data
    ? [
        t('Weight over the last {{days}} days: {{count}} weigh-ins', {
          defaultValue_one: 'Weight over the last {{days}} days: {{count}} weigh-in',
          days,
          count: data.weighIns.length,
        }),
        latestTrend !== null ? t('trend now {{weight}}', { weight: weightText(latestTrend, units, locale) }) : null,
        rate !== null ? rateText(rate, units) : null,
        goalKg !== null ? t('goal {{weight}}', { weight: weightText(goalKg, units, locale) }) : null,
      ]
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <SectionCard title={t('Weight')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          onChange={(_e, v: Range | null) => v && setDays(v)}
          aria-label={t('Period')}
        >
          {RANGES.map((r) => (
            <ToggleButton key={r} value={r}>
              {t('{{count}} days', { defaultValue_one: '{{count}} day', count: r })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={units}
          onChange={(_e, v: 'metric' | 'imperial' | null) => v && setUnits(v)}
          aria-label={t('Units')}
        >
          <ToggleButton value="metric">kg</ToggleButton>
          <ToggleButton value="imperial">lbs</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="contained" size="small" sx={{ ml: 'auto' }} onClick={() => setDialog({ editing: null })}>
          {t('Log Weight')}
        </Button>
      </Stack>
      {isError ? (
        <LoadFailed onRetry={refetch}>{t('Your weigh-ins could not be loaded.')}</LoadFailed>
      ) : isLoading || !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('Loading weigh-ins')} />
        </Box>
      ) : !data.latest ? (
        <Typography color="text.secondary">
          {t(
            'No weigh-ins yet. Log your weight to see your trend: weighing in most mornings smooths out the day-to-day swings.',
          )}
        </Typography>
      ) : data.weighIns.length === 0 ? (
        <Typography color="text.secondary">
          {t('No weigh-ins in the last {{count}} days. Your latest was {{weight}} on {{date}}.', {
            defaultValue_one: 'No weigh-ins in the last {{count}} days. Your latest was {{weight}} on {{date}}.',
            count: days,
            weight: weightText(data.latest.weightKg, units, locale),
            date: latestDay(data.latest.date, locale),
          })}
        </Typography>
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 3, rowGap: 0.5, mb: 2 }}>
            <Typography>
              {t('Trend weight')} <strong>{weightText(latestTrend!, units, locale)}</strong>
            </Typography>
            <Typography>
              {rate !== null ? (
                <>
                  {t('Weekly rate')} <strong>{rateText(rate, units)}</strong>
                </>
              ) : (
                t('A week of weigh-ins gives your weekly rate.')
              )}
            </Typography>
            {goalKg !== null ? (
              <Typography>
                {t('Goal')} <strong>{weightText(goalKg, units, locale)}</strong>
              </Typography>
            ) : null}
          </Stack>
          <Suspense fallback={<Box sx={{ height: { xs: 220, md: 260 } }} />}>
            <WeightChart data={data} from={from} to={today} goalKg={goalKg} units={units} summary={summary} />
          </Suspense>
          <WeighInList
            weighIns={data.weighIns}
            units={units}
            onEdit={(w) => setDialog({ editing: w })}
            onDelete={(w) => void remove(w)}
          />
        </>
      )}
      <Suspense fallback={null}>
        {dialog ? <LogWeightDialog open editing={dialog.editing} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </SectionCard>
  );
}
