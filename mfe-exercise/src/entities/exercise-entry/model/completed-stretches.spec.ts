import type { ExerciseEntry } from '@chairside/contracts/web';
import { completedStretchIds, stretchTickEntries } from './completed-stretches';

const entry = (id: string, stretchIds: string[], guided = false): ExerciseEntry => ({
  id,
  exerciseType: 'ergonomic',
  name: 'Stretch',
  duration: 1,
  intensity: 'low',
  caloriesBurned: 2,
  description: null,
  metadata: { stretchIds, ...(guided ? { guided } : {}) },
  createdAt: '2026-11-26T08:00:00.000Z',
});

describe("today's stretches", () => {
  const entries = [entry('tick-a', ['a']), entry('session', ['b', 'c']), entry('break', ['d'], true)];

  it('every stretch logged today counts as completed', () => {
    expect([...completedStretchIds(entries)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('only a stretch marked complete on its own has an entry its Undo deletes', () => {
    expect([...stretchTickEntries(entries)]).toEqual([['a', 'tick-a']]);
  });
});
