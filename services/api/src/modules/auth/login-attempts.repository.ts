import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LoginAttemptEntity } from './login-attempt.entity';
import { ladderStep, spentRow, type LadderLimits, type Reservation } from './lock-ladder';

/** Per-username failure counts and locks of untrusted clients (decisions.md, brute force). */
@Injectable()
export class LoginAttemptsRepository {
  private readonly attempts;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.attempts = ds.getRepository(LoginAttemptEntity);
  }

  /** Whole seconds until the username's lock ends, or null when it is not locked. */
  private async lockSecondsLeft(username: string): Promise<number | null> {
    const row = await this.attempts
      .createQueryBuilder('a')
      .select('ceil(extract(epoch FROM a.lockedUntil - now()))::int', 'seconds')
      .where('a.username = :username', { username })
      .andWhere('a.lockedUntil > now()')
      .getRawOne<{ seconds: number }>();
    return row?.seconds ?? null;
  }

  /**
   * Counts an attempt before its PIN is checked: one atomic statement adds it to the
   * username's consecutive failures unless the username is locked (lock-ladder.ts says how failures
   * and levels fade with quiet time). Concurrent attempts serialize on the row, so no more than
   * `failuresBeforeLock` PINs are ever checked before the lock, however many arrive at once. A
   * success deletes the row (`clear`), lock included.
   *
   * Hand-written through `query()`: the QueryBuilder's upsert cannot say `ON CONFLICT … DO UPDATE
   * SET <expression of the old row> WHERE <condition>`. It must be one statement: as two (insert if
   * missing, then update) a success deleting the row between them left the update nothing to match,
   * and a right PIN was refused as if locked. Here PostgreSQL retries the insert when the row it
   * conflicted with is deleted while it waits, so "no row returned" means only "locked".
   */
  async reserve(username: string, limits: LadderLimits): Promise<Reservation> {
    const step = ladderStep({ threshold: '$2', minutes: '$3', levels: '$4', quietSeconds: '$5' });
    const first = `1 >= $2`;
    const rows: { failures: number; locked_until: Date | null }[] = await this.attempts.query(
      `INSERT INTO login_attempts AS a (username, failures, lock_level, locked_until, last_attempt_at)
       VALUES ($1,
               CASE WHEN ${first} THEN 0 ELSE 1 END,
               CASE WHEN ${first} THEN 1 ELSE 0 END,
               CASE WHEN ${first} THEN now() + make_interval(mins => (CAST($3 AS int[]))[1]) END,
               now())
       ON CONFLICT (username) DO UPDATE SET
         failures = ${step.failures},
         lock_level = ${step.lockLevel},
         locked_until = ${step.lockedUntil},
         last_attempt_at = now()
       WHERE ${step.unlocked}
       RETURNING failures, locked_until`,
      [username, limits.failuresBeforeLock, limits.lockMinutes, limits.lockMinutes.length, limits.quietMinutes * 60],
    );
    const row = rows[0];
    if (row) return { allowed: true, lockedNow: row.failures === 0 && row.locked_until !== null };
    // Locked when the statement ran; a success may have ended the lock since (then 1 second).
    return { allowed: false, secondsLeft: (await this.lockSecondsLeft(username)) ?? 1 };
  }

  async clear(username: string): Promise<void> {
    await this.attempts.delete({ username });
  }

  /** Deletes the rows that no longer hold a count or a lock (lock-ladder.ts), in `m`'s transaction; answers how many. */
  async deleteSpent(quietMinutes: number, m: EntityManager): Promise<number> {
    const res = await m
      .getRepository(LoginAttemptEntity)
      .createQueryBuilder()
      .delete()
      .where(spentRow(':quiet'), { quiet: quietMinutes * 60 })
      .execute();
    return res.affected ?? 0;
  }
}
