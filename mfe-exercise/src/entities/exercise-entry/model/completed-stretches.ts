import type { ExerciseEntry } from '@chairside/contracts/web';

/** The stretches the given entries logged (a stretch session lists them in metadata.stretchIds). */
export function completedStretchIds(entries: readonly ExerciseEntry[]): Set<string> {
  const ids = new Set<string>();
  for (const e of entries)
    if (e.exerciseType === 'ergonomic') for (const id of e.metadata?.stretchIds ?? []) ids.add(id);
  return ids;
}
