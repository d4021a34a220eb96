import type { StretchReminderSettings } from '@chairside/contracts/web';
import { useCallback, useEffect, useState } from 'react';
import { answer, snooze, startCoach, tick, type CoachState } from './coach-schedule';

/** How often the coach looks at the clock: a prompt shows at most this late. */
const TICK_MS = 15_000;

export const BREAK_NOTIFICATION = {
  title: 'Time for a stretch break',
  body: 'Two or three minutes for your neck, back and wrists before the next patient.',
  tag: 'chairside-stretch-break',
} as const;

/** A system notification too when the user allowed it and Chairside is in a background tab. */
function notifyIfHidden() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  const n = new Notification(BREAK_NOTIFICATION.title, { body: BREAK_NOTIFICATION.body, tag: BREAK_NOTIFICATION.tag });
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
    const check = () =>
      setState((s) => {
        const next = tick(settings, s, Date.now());
        if (next.showing && !s.showing) notifyIfHidden();
        return next;
      });
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

  return {
    showing: state.showing,
    snooze: useCallback(() => setState(snooze(settings, Date.now())), [settings]),
    answer: useCallback(() => setState(answer(settings, Date.now())), [settings]),
  };
}
