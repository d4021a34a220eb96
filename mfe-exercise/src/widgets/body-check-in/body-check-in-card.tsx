import { todayQuery } from '@chairside/api-client';
import { type BodyRegionReports } from '@chairside/contracts/web';
import { BODY_REGIONS } from '@chairside/contracts/web-lazy';
import { Alert, Box, Button, LoadFailed, SectionCard, Stack, Typography, useLocale } from '@chairside/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetBodyCheckInStatusQuery, useListBodyCheckInsQuery } from '../../entities/body-check-in';
import { t, useT } from '../../shared/i18n';
import { regionWords } from '../../shared/i18n/region-words';
import { calmNoteText } from './model/calm-note';

// The body map loads when first opened: the card itself stays small.
const BodyCheckInDialog = lazy(() =>
  import('../../features/body-check-in').then((m) => ({ default: m.BodyCheckInDialog })),
);

/**
 * "Tuesday 8 December": a member's day (YYYY-MM-DD) read at noon UTC, so no zone moves it. English
 * keeps the day before the month (en-GB), as it always read; other languages their own order.
 */
const dayInWords = (date: string, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale === 'en-US' ? 'en-GB' : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** What the last check-in marked, in the Nordic order: "Marked: neck 6, right wrist 9". */
function recapInWords(regions: BodyRegionReports) {
  const marked = BODY_REGIONS.filter((r) => regions[r].score > 0).map((r) =>
    t('{{place}} {{score}}', { place: regionWords(r, regions[r].side), score: regions[r].score }),
  );
  return marked.length ? t('Marked: {{list}}', { list: marked.join(t(', ')) }) : t('No trouble marked');
}

/** The dashboard's invitation links here with ?checkin=1: the body map opens by itself, once. */
function useOpenFromLink(open: () => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('checkin') === '1';
  useEffect(() => {
    if (!asked) return;
    open();
    // Off the address, in place: a reload or Back does not open it again.
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('checkin');
        return next;
      },
      { replace: true },
    );
  }, [asked, open, setParams]);
}

/** This week's body check-in: when it is due, the last one, any calm note, and the way into the body map. */
export function BodyCheckInCard() {
  const t = useT();
  const locale = useLocale();
  const { data, isError, refetch } = useGetBodyCheckInStatusQuery();
  const [open, setOpen] = useState(false);
  const openDialog = useCallback(() => setOpen(true), []);
  useOpenFromLink(openDialog);
  const today = todayQuery().date;
  const checkedInToday = data?.lastDate === today;
  // The recap needs the check-in itself; with none yet there is nothing to fetch.
  const list = useListBodyCheckInsQuery(undefined, { skip: !data?.lastDate });
  const last = list.data?.checkIns.find((c) => c.date === data?.lastDate);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closed (saved, cancelled or deleted): focus goes back to the card's button, also when the map
  // opened by itself from ?checkin=1 and the dialog would otherwise hand it to the page body.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  let body;
  if (isError) body = <LoadFailed onRetry={refetch}>{t('Your body check-in could not be loaded.')}</LoadFailed>;
  else if (!data)
    body = (
      // About the filled card's height (as the page's frame for it), so the cards below do not move up
      // and bring the trend, which starts below the first screen, into it.
      <Typography color="text.secondary" sx={{ minHeight: { xs: 120, sm: 96 } }}>
        {t('Loading your check-in...')}
      </Typography>
    );
  else
    body = (
      <Stack spacing={2}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {data.due
              ? t('Your weekly check-in is due')
              : t('Next check-in due {{day}}', { day: dayInWords(data.dueDate, locale) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data.lastDate === null
              ? t('Once a week, mark where you had ache, pain or discomfort: nine regions, a minute or two.')
              : checkedInToday
                ? t('Last check-in: today')
                : t('Last check-in: {{day}}', { day: dayInWords(data.lastDate, locale) })}
          </Typography>
          {last ? (
            <Typography variant="body2" color="text.secondary">
              {recapInWords(last.regions)}
            </Typography>
          ) : null}
        </Box>
        {data.notes.map((n) => (
          <Alert key={`${n.kind}-${n.region}`} severity="info" variant="outlined" role="note">
            {calmNoteText(n)}
          </Alert>
        ))}
        <Box>
          <Button
            ref={buttonRef}
            variant={data.due ? 'contained' : 'outlined'}
            onClick={openDialog}
            sx={{ minHeight: 44 }}
          >
            {checkedInToday ? t("Update today's check-in") : t('Check in')}
          </Button>
        </Box>
      </Stack>
    );

  return (
    <SectionCard title={t('Body check-in')} id="body-check-in">
      {body}
      <Suspense fallback={null}>{open ? <BodyCheckInDialog open onClose={() => setOpen(false)} /> : null}</Suspense>
    </SectionCard>
  );
}
