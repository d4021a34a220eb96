import { todayQuery } from '@chairside/api-client';
import { type StretchBreakWeek } from '@chairside/contracts/web';
import { breaksPerClinicDay, STRETCH_CATEGORIES } from '@chairside/contracts/web-lazy';
import {
  Box,
  CheckIcon,
  Chip,
  CircularProgress,
  LinearProgress,
  SectionCard,
  Stack,
  Typography,
  visuallyHidden,
  LoadFailed,
  useLocale,
} from '@chairside/ui';
import { useGetStretchBreakWeekQuery } from '../../entities/exercise-entry';
import { useGetStretchRemindersQuery } from '../../entities/stretch-reminders';
import { useT } from '../../shared/i18n';
import { areaLabel } from '../../shared/i18n/area-label';

const weekday = (date: string, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' });

function WeekStrip({ days, today }: { days: StretchBreakWeek['days']; today: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Box
      component="ul"
      aria-label={t('Breaks per day')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        gap: 0.5,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {days.map((d) => {
        const isToday = d.date === today;
        return (
          <Box
            component="li"
            key={d.date}
            sx={{
              textAlign: 'center',
              py: 0.75,
              borderRadius: 2,
              border: 1,
              borderColor: isToday ? 'primary.main' : 'divider',
              bgcolor: d.breaks ? 'primary.main' : 'transparent',
              color: d.breaks ? 'primary.contrastText' : 'text.primary',
            }}
          >
            <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: isToday ? 700 : 400 }}>
              {weekday(d.date, locale)}
              {isToday ? (
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {t('(today)')}
                </Box>
              ) : null}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {d.breaks}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {t('breaks', { defaultValue_one: 'break', count: d.breaks })}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * Today's and this week's stretch breaks against the clinic-day goal, and which of the five areas
 * the week has reached, so a user sees what to stretch next.
 */
export function BreaksThisWeek() {
  const t = useT();
  const today = todayQuery();
  const week = useGetStretchBreakWeekQuery({ tz: today.tz });
  // The settings are optional here: without them there is simply no goal.
  const { data: reminders } = useGetStretchRemindersQuery();
  const goal = reminders ? breaksPerClinicDay(reminders) : 0;

  let body;
  if (week.isError)
    body = <LoadFailed onRetry={week.refetch}>{t("This week's breaks could not be loaded.")}</LoadFailed>;
  else if (!week.data)
    body = (
      // About the filled card's height, so the cards below start where they will stay: the trend under
      // it then starts below the first screen and loads as it nears it, not with the page.
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: { xs: 260, sm: 210 } }}>
        <CircularProgress size={28} aria-label={t("Loading this week's breaks")} />
      </Box>
    );
  else {
    const days = week.data.days;
    const todays = days.find((d) => d.date === today.date)?.breaks ?? 0;
    const total = days.reduce((sum, d) => sum + d.breaks, 0);
    const covered = new Set(days.flatMap((d) => d.areas));
    body = (
      <Stack spacing={2.5}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Box>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {t('{{count}} breaks today', { defaultValue_one: '{{count}} break today', count: todays })}
            </Typography>
            {goal ? (
              <>
                <Typography color="text.secondary">
                  {todays >= goal
                    ? t('Goal reached. Nice work!')
                    : t('Goal: {{count}} breaks per clinic day', {
                        defaultValue_one: 'Goal: {{count}} break per clinic day',
                        count: goal,
                      })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, (todays / goal) * 100)}
                  aria-label={t('{{done}} of {{goal}} breaks today', { done: todays, goal })}
                  sx={{ mt: 1, height: 8, borderRadius: 4 }}
                />
              </>
            ) : (
              <Typography color="text.secondary">
                {t('Set your clinic hours and turn on reminders to get a daily break goal.')}
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {t('{{count}} breaks this week', { defaultValue_one: '{{count}} break this week', count: total })}
            </Typography>
            <Typography color="text.secondary">{t('Monday to Sunday')}</Typography>
          </Box>
        </Box>
        <WeekStrip days={days} today={today.date} />
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('Areas stretched this week ({{done}} of {{total}})', {
              done: covered.size,
              total: STRETCH_CATEGORIES.length,
            })}
          </Typography>
          <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
            {STRETCH_CATEGORIES.map((area) => {
              const done = covered.has(area);
              return (
                <Chip
                  key={area}
                  component="li"
                  color={done ? 'success' : 'default'}
                  variant={done ? 'filled' : 'outlined'}
                  icon={done ? <CheckIcon aria-hidden="true" /> : undefined}
                  label={
                    <>
                      {areaLabel(area)}
                      <Box component="span" sx={visuallyHidden}>
                        {done ? t(': covered') : t(': not yet')}
                      </Box>
                    </>
                  }
                />
              );
            })}
          </Stack>
        </Box>
      </Stack>
    );
  }
  return <SectionCard title={t('Breaks this week')}>{body}</SectionCard>;
}
