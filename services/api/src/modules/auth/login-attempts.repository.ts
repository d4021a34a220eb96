import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LoginAttemptEntity } from './login-attempt.entity';

/** Per-username failure counts and locks (decisions.md, brute force). */
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
   * Counts an attempt before its PIN is checked (issue 12): one atomic statement adds it to the
   * username's consecutive failures unless the username is locked, and the `failuresBeforeLock`-th
   * starts the next lock of `lockMinutes` (the last one repeating) and the count again. Concurrent
   * attempts serialize on the row, so no more than `failuresBeforeLock` PINs are ever checked before
   * the lock, however many arrive at once. A success deletes the row (`clear`), lock included.
   *
   * Hand-written through `query()`: the QueryBuilder's upsert cannot say `ON CONFLICT … DO UPDATE
   * SET <expression of the old row> WHERE <condition>`. It must be one statement: as two (insert if
   * missing, then update) a success deleting the row between them left the update nothing to match,
   * and a right PIN was refused as if locked. Here PostgreSQL retries the insert when the row it
   * conflicted with is deleted while it waits, so "no row returned" means only "locked".
   */
  async reserve(
    username: string,
    failuresBeforeLock: number,
    lockMinutes: readonly number[],
  ): Promise<{ allowed: true; lockedNow: boolean } | { allowed: false; secondsLeft: number }> {
    const reaches = (failures: string) => `${failures} + 1 >= $2`;
    const level = (lockLevel: string) => `least(${lockLevel} + 1, $4)`;
    const lockEnd = (lockLevel: string) => `now() + make_interval(mins => (CAST($3 AS int[]))[${level(lockLevel)}])`;
    const rows: { failures: number; locked_until: Date | null }[] = await this.attempts.query(
      `INSERT INTO login_attempts AS a (username, failures, lock_level, locked_until)
       VALUES ($1,
               CASE WHEN ${reaches('0')} THEN 0 ELSE 1 END,
               CASE WHEN ${reaches('0')} THEN ${level('0')} ELSE 0 END,
               CASE WHEN ${reaches('0')} THEN ${lockEnd('0')} END)
       ON CONFLICT (username) DO UPDATE SET
         failures = CASE WHEN ${reaches('a.failures')} THEN 0 ELSE a.failures + 1 END,
         lock_level = CASE WHEN ${reaches('a.failures')} THEN ${level('a.lock_level')} ELSE a.lock_level END,
         locked_until = CASE WHEN ${reaches('a.failures')} THEN ${lockEnd('a.lock_level')} ELSE a.locked_until END
       WHERE a.locked_until IS NULL OR a.locked_until <= now()
       RETURNING failures, locked_until`,
      [username, failuresBeforeLock, lockMinutes, lockMinutes.length],
    );
    const row = rows[0];
    if (row) return { allowed: true, lockedNow: row.failures === 0 && row.locked_until !== null };
    // Locked when the statement ran; a success may have ended the lock since (then 1 second).
    return { allowed: false, secondsLeft: (await this.lockSecondsLeft(username)) ?? 1 };
  }

  async clear(username: string): Promise<void> {
    await this.attempts.delete({ username });
  }
}
