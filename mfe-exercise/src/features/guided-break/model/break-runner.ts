import { type CreateExerciseEntryRequest, type ErgonomicStretch } from '@chairside/contracts/web';
import { ERGONOMIC_ENTRY, STRETCH_HELD_SHARE, stretchSessionMinutes } from '@chairside/contracts/web-lazy';
import { t } from '../../../shared/i18n';
import { areaLabel } from '../../../shared/i18n/area-label';

export type BreakStretch = Pick<ErgonomicStretch, 'id' | 'name' | 'category' | 'duration' | 'caloriesBurned'>;

/**
 * A guided break as a pure state machine, so its timing is tested without a clock: the dialog
 * sends `tick` once a second while running.
 */
export interface BreakState<S extends BreakStretch = BreakStretch> {
  stretches: readonly S[];
  /** The stretch on screen; equals stretches.length once the break is over. */
  index: number;
  /** Seconds held of each stretch; a skipped stretch is set back to 0. */
  done: number[];
  skipped: boolean[];
  status: 'running' | 'paused' | 'finished';
}

export type BreakAction =
  { type: 'tick' } | { type: 'pause' } | { type: 'resume' } | { type: 'skip' } | { type: 'next' } | { type: 'finish' };

export function startBreak<S extends BreakStretch>(stretches: readonly S[]): BreakState<S> {
  return {
    stretches,
    index: 0,
    done: stretches.map(() => 0),
    skipped: stretches.map(() => false),
    status: stretches.length ? 'running' : 'finished',
  };
}

/** Moves past the current stretch; past the last one the break is over. */
function advance<S extends BreakStretch>(s: BreakState<S>): BreakState<S> {
  const index = s.index + 1;
  return index >= s.stretches.length ? { ...s, index: s.stretches.length, status: 'finished' } : { ...s, index };
}

export function breakReducer<S extends BreakStretch>(s: BreakState<S>, action: BreakAction): BreakState<S> {
  if (s.status === 'finished') return s;
  switch (action.type) {
    case 'tick': {
      if (s.status !== 'running') return s;
      const done = s.done.slice();
      done[s.index] = Math.min(s.stretches[s.index]!.duration, done[s.index]! + 1);
      const next = { ...s, done };
      // A stretch held for its whole time moves on by itself: no hand needed mid-stretch.
      return done[s.index] === s.stretches[s.index]!.duration ? advance(next) : next;
    }
    case 'pause':
      return s.status === 'running' ? { ...s, status: 'paused' } : s;
    case 'resume':
      return s.status === 'paused' ? { ...s, status: 'running' } : s;
    case 'skip': {
      const done = s.done.slice();
      const skipped = s.skipped.slice();
      done[s.index] = 0;
      skipped[s.index] = true;
      return advance({ ...s, done, skipped, status: 'running' });
    }
    case 'next':
      // The time held so far counts: a stretch cut short counts its fraction.
      return advance({ ...s, status: 'running' });
    case 'finish':
      return canFinishEarly(s) ? { ...s, status: 'finished' } : s;
  }
}

/** Seconds left on the stretch on screen. */
export function secondsLeft(s: BreakState): number {
  const current = s.stretches[s.index];
  return current ? current.duration - s.done[s.index]! : 0;
}

/** 'Finish' ends a break early once at least one stretch was held for its whole time. */
export function canFinishEarly(s: BreakState): boolean {
  return s.stretches.some((st, i) => s.done[i] === st.duration);
}

/** A stretch counts once held for at least STRETCH_HELD_SHARE of its time. */
export const heldLongEnough = (st: BreakStretch, seconds: number) => seconds >= st.duration * STRETCH_HELD_SHARE;

export interface BreakSummary {
  /** The stretches held long enough to count, in break order. */
  stretches: BreakStretch[];
  seconds: number;
  /** Whole kcal. */
  calories: number;
}

/**
 * What the break achieved: a skipped stretch, or one passed over with Next before half its time,
 * counts nothing; one held at least half its time counts the share it was held.
 */
export function breakSummary(s: BreakState): BreakSummary {
  const held = s.stretches.map((st, i) => ({ st, secs: s.done[i]! })).filter((x) => heldLongEnough(x.st, x.secs));
  return {
    stretches: held.map((x) => x.st),
    seconds: held.reduce((sum, x) => sum + x.secs, 0),
    calories: Math.round(held.reduce((sum, x) => sum + (x.st.caloriesBurned * x.secs) / x.st.duration, 0)),
  };
}

/**
 * The one ergonomic entry a finished break logs (decisions.md's stretch entry, marked guided), named
 * in the member's language, as their log shows it.
 */
export function breakEntryRequest(summary: BreakSummary): CreateExerciseEntryRequest {
  const stretchIds = summary.stretches.map((st) => st.id);
  const areas = [...new Set(summary.stretches.map((st) => areaLabel(st.category)))];
  return {
    exerciseType: 'ergonomic',
    name: t('Stretch break'),
    duration: stretchSessionMinutes(summary.seconds),
    intensity: ERGONOMIC_ENTRY.intensity,
    caloriesBurned: summary.calories,
    description: t('Guided break: {{areas}}', { areas: areas.join(t(', ')) }),
    metadata: { ...ERGONOMIC_ENTRY.metadata, stretchIds, guided: true },
  };
}
