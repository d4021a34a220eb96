import { WATER_GLASS } from '@chairside/contracts/web';
import {
  useCallFailed,
  Button,
  LinearProgress,
  LoadFailed,
  SectionCard,
  Stack,
  Typography,
  waterText,
  useLocale,
} from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../shared/i18n';
import { useToday } from '../../shared/lib/use-today';
import { useAddWaterMutation, useDeleteWaterMutation, useGetWaterDayQuery } from '../../entities/water';

// The goal dialog loads at the first press: the dashboard's first load carries only the card.
const WaterGoalDialog = lazy(() => import('../../features/water-goal').then((m) => ({ default: m.WaterGoalDialog })));

/** Today's water against the goal: one tap adds a glass (250 ml or 8 fl oz), Undo takes the last tap back. */
export function WaterCard() {
  const t = useT();
  const locale = useLocale();
  const today = useToday();
  const { data, isError, refetch } = useGetWaterDayQuery(today);
  const [add, adding] = useAddWaterMutation();
  const [remove] = useDeleteWaterMutation();
  const failed = useCallFailed();
  // The glasses tapped on this page, newest last: each Undo takes one back.
  const [tapped, setTapped] = useState<string[]>([]);
  const [editing, setEditing] = useState(false);
  const unit = data?.unit ?? 'ml';
  const shown = data
    ? t('{{amount}} of {{goal}}', {
        amount: waterText(data.totalMl, unit, locale),
        goal: waterText(data.goalMl, unit, locale),
      })
    : '';
  const glass = t('+ Glass ({{amount}} {{unit}})', { amount: WATER_GLASS[unit], unit: unit === 'ml' ? 'ml' : 'fl oz' });

  async function tap() {
    const r = await add({ amount: WATER_GLASS[unit], unit, tz: today.tz });
    if ('error' in r) failed(r.error, { title: t('Water Not Logged'), description: t('Please try again.') });
    else setTapped((t) => [...t, r.data.id]);
  }

  async function undo() {
    const id = tapped[tapped.length - 1]!;
    const r = await remove(id);
    if ('error' in r) failed(r.error, { title: t('Undo Failed'), description: t('Please try again.') });
    else setTapped((t) => t.filter((x) => x !== id));
  }

  return (
    <SectionCard
      title={t('Water')}
      action={
        <Button size="small" variant="outlined" onClick={() => setEditing(true)} disabled={!data}>
          {t('Goal')}
        </Button>
      }
    >
      {isError ? (
        <LoadFailed onRetry={refetch}>{t('Your water for today could not be loaded.')}</LoadFailed>
      ) : data ? (
        <Stack spacing={1.5}>
          <Typography variant="h5" component="p" aria-live="polite">
            {shown}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (data.totalMl / data.goalMl) * 100)}
            aria-label={t('Water today against your goal')}
            aria-valuetext={shown}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void tap()} disabled={adding.isLoading}>
              {glass}
            </Button>
            {tapped.length ? <Button onClick={() => void undo()}>{t('Undo')}</Button> : null}
          </Stack>
        </Stack>
      ) : null}
      {editing && data ? (
        <Suspense fallback={null}>
          <WaterGoalDialog day={data} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
