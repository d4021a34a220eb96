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
  async lockSecondsLeft(username: string): Promise<number | null> {
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
   */
  async reserve(
    username: string,
    failuresBeforeLock: number,
    lockMinutes: readonly number[],
  ): Promise<{ allowed: true; lockedNow: boolean } | { allowed: false; secondsLeft: number }> {
    await this.attempts.createQueryBuilder().insert().values({ username, failures: 0 }).orIgnore().execute();
    const reaches = 'failures + 1 >= :failuresBeforeLock';
    const level = `least(lock_level + 1, ${lockMinutes.length})`;
    const result = await this.attempts
      .createQueryBuilder()
      .update()
      .set({
        failures: () => `CASE WHEN ${reaches} THEN 0 ELSE failures + 1 END`,
        lockLevel: () => `CASE WHEN ${reaches} THEN ${level} ELSE lock_level END`,
        lockedUntil: () =>
          `CASE WHEN ${reaches} THEN now() + make_interval(mins => (CAST(:lockMinutes AS int[]))[${level}]) ELSE locked_until END`,
      })
      .where('username = :username AND (locked_until IS NULL OR locked_until <= now())', { username })
      .setParameters({ failuresBeforeLock, lockMinutes })
      .returning(['failures', 'locked_until'])
      .execute();
    const row = (result.raw as { failures: number; locked_until: Date | null }[])[0];
    if (row) return { allowed: true, lockedNow: row.failures === 0 && row.locked_until !== null };
    return { allowed: false, secondsLeft: (await this.lockSecondsLeft(username)) ?? 1 };
  }

  async clear(username: string): Promise<void> {
    await this.attempts.delete({ username });
  }
}
