import { type StretchReminderSettings } from '@chairside/contracts/web';
import { MICRO_BREAK_LIMITS } from '@chairside/contracts/web-lazy';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetBodyBreakSuggestionQuery } from '../../../entities/body-check-in';
import { t } from '../../../shared/i18n';
import { aimPlaces, type BreakAimWords } from '../../../shared/i18n/region-words';
import { answer, snooze, startCoach, tick, type CoachState } from './coach-schedule';

/** How often the coach looks at the clock: a prompt shows at most this late. */
const TICK_MS = 15_000;

/** The break a prompt opens is a micro-break of 90 s to 2 min: the words say its longest. */
const BREAK_MINUTES = MICRO_BREAK_LIMITS.maxBreakSeconds / 60;

/** The notification's tag: one prompt replaces the last. */
const NOTIFICATION_TAG = 'chairside-stretch-break';

/** The prompt's and the notification's title, in the language of the moment it shows. */
export const breakTitle = () => t('Time for a stretch break');

/**
 * The prompt's and the notification's words under the title: aimed at the places this week's
 * check-in marked ("for your neck and right wrist"), or the general line without one.
 */
export function breakBody(aim: BreakAimWords | null): string {
  return aim
    ? t('A {{count}}-minute break for your {{places}} before the next patient.', {
        defaultValue_one: 'A {{count}}-minute break for your {{places}} before the next patient.',
        count: BREAK_MINUTES,
        places: aimPlaces(aim),
      })
    : t('A {{count}}-minute break for your neck, back and wrists before the next patient.', {
        defaultValue_one: 'A {{count}}-minute break for your neck, back and wrists before the next patient.',
        count: BREAK_MINUTES,
      });
}

/** An answer older than this is read again when a prompt comes: the check-in a break aims at changes with the day. */
const PHRASE_FRESH_SECONDS = 300;

/**
 * The phrase of this week's check-in, read only while a prompt is due, so a coach waiting all day
 * makes no call. Null without a check-in, or when the call fails: the prompt then says the general line.
 */
export function useBreakPhrase(active: boolean): { phrase: BreakAimWords | null; settled: boolean } {
  const { data, isFetching, isError } = useGetBodyBreakSuggestionQuery(undefined, {
    skip: !active,
    // A number, not `true`: the prompt reads it again as it mounts, and must get this answer.
    refetchOnMountOrArgChange: PHRASE_FRESH_SECONDS,
  });
  // The API's phrase is English: the regions it names are worded again in the active language.
  const aim = data?.phrase && data.regions.length ? { regions: data.regions } : null;
  return { phrase: isError ? null : aim, settled: !isFetching };
}

/** A system notification too when the user allowed it and Chairside is in a background tab. */
function notifyIfHidden(body: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  const n = new Notification(breakTitle(), { body, tag: NOTIFICATION_TAG });
  n.onclick = () => {
    window.focus();
    n.close();
  };
}

/** The coach's clock: whether the prompt shows, and the three answers to it. */
export function useBreakCoach(settings: StretchReminderSettings) {
  const [state, setState] = useState<CoachState>(() => startCoach(settings, Date.now()));
  // New settings (saved on /stretches) start a new schedule.
  const key = JSON.stringify(settings);
  useEffect(() => {
    setState(startCoach(settings, Date.now()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the settings' value
  }, [key]);

  useEffect(() => {
    const check = () => setState((s) => tick(settings, s, Date.now()));
    check();
    const id = setInterval(check, TICK_MS);
    // A tab coming back from the background checks at once rather than up to a tick later.
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', check);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the settings' value
  }, [key]);

  // The prompt and the notification wait for the phrase (one short call), so their words do not
  // change under the member's eyes; a failed call lets them show with the general line.
  const { phrase, settled } = useBreakPhrase(state.showing);
  const ready = state.showing && settled;
  const notifiedFor = useRef<number | null>(null);
  useEffect(() => {
    // Once per prompt, even when the phrase is read again while it shows.
    if (!ready || notifiedFor.current === state.dueAt) return;
    notifiedFor.current = state.dueAt;
    notifyIfHidden(breakBody(phrase));
  }, [ready, state.dueAt, phrase]);

  return {
    showing: ready,
    snooze: useCallback(() => setState(snooze(settings, Date.now())), [settings]),
    answer: useCallback(() => setState(answer(settings, Date.now())), [settings]),
  };
}
