/**
 * One counted attempt on a row of the lock ladder (login_attempts for a username, login_devices for
 * a trusted browser), as SQL over the row `a` (decisions.md, "Hardening II"). The row's consecutive
 * failures are forgotten after a quiet period without attempts, and its lock level falls one step
 * for every quiet period since its last attempt or the end of its last lock, whichever is later; so
 * an attacker who stops stops hurting the owner, and one who keeps going stays at the long locks.
 * The `failuresBeforeLock`-th failure starts the lock of the next level (the last level repeating).
 *
 * The arguments are the statement's parameter placeholders: the failures before a lock, the lock
 * minutes per level (int[]), the number of levels and the quiet period in seconds.
 */
export function ladderStep(p: { threshold: string; minutes: string; levels: string; quietSeconds: string }) {
  const quiet = `CAST(${p.quietSeconds} AS int)`;
  // greatest() skips a NULL locked_until.
  const quietFor = `extract(epoch FROM now() - greatest(a.last_attempt_at, a.locked_until))`;
  const failures = `(CASE WHEN a.last_attempt_at <= now() - make_interval(secs => ${quiet}) THEN 0 ELSE a.failures END)`;
  const level = `greatest(a.lock_level - floor(${quietFor} / ${quiet})::int, 0)`;
  const reaches = `${failures} + 1 >= ${p.threshold}`;
  const next = `least(${level} + 1, ${p.levels})`;
  return {
    failures: `CASE WHEN ${reaches} THEN 0 ELSE ${failures} + 1 END`,
    lockLevel: `CASE WHEN ${reaches} THEN ${next} ELSE ${level} END`,
    lockedUntil: `CASE WHEN ${reaches} THEN now() + make_interval(mins => (CAST(${p.minutes} AS int[]))[${next}]) ELSE a.locked_until END`,
    /** Rows the statement may count on: those not locked now. */
    unlocked: `(a.locked_until IS NULL OR a.locked_until <= now())`,
  };
}

/**
 * Rows that hold nothing any more: no lock running, failures forgotten and the level decayed to 0.
 * Deleting them changes no answer, so they are pruned (unknown usernames never pile up).
 */
export const spentRow = (quietSeconds: string) =>
  `greatest(last_attempt_at, locked_until) <= now() - make_interval(secs => CAST(${quietSeconds} AS int) * greatest(lock_level, 1))`;

export type Reservation = { allowed: true; lockedNow: boolean } | { allowed: false; secondsLeft: number };

export interface LadderLimits {
  failuresBeforeLock: number;
  lockMinutes: readonly number[];
  quietMinutes: number;
}
