import type { ExerciseEntry } from '@chairside/contracts/web';

/** The stretches the given entries logged (a stretch session lists them in metadata.stretchIds). */
export function completedStretchIds(entries: readonly ExerciseEntry[]): Set<string> {
  const ids = new Set<string>();
  for (const e of entries)
    if (e.exerciseType === 'ergonomic') for (const id of e.metadata?.stretchIds ?? []) ids.add(id);
  return ids;
}

/**
 * The entries that each logged one stretch alone (a Mark as Complete), by stretch id: such a tick
 * can be undone by deleting its entry. A stretch done inside a session or a break is not listed.
 */
export function stretchTickEntries(entries: readonly ExerciseEntry[]): Map<string, string> {
  const ticks = new Map<string, string>();
  for (const e of entries) {
    const ids = e.exerciseType === 'ergonomic' ? (e.metadata?.stretchIds ?? []) : [];
    if (ids.length === 1 && !e.metadata?.guided && !ticks.has(ids[0]!)) ticks.set(ids[0]!, e.id);
  }
  return ticks;
}
