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
   * Counts a failure; the `failuresBeforeLock`-th in a row locks the username for the next of
   * `lockMinutes` (the last one repeating) and starts the count again. Each statement is atomic,
   * so concurrent failures are all counted.
   */
  async recordFailure(username: string, failuresBeforeLock: number, lockMinutes: readonly number[]): Promise<void> {
    await this.attempts.createQueryBuilder().insert().values({ username, failures: 0 }).orIgnore().execute();
    await this.attempts
      .createQueryBuilder()
      .update()
      .set({ failures: () => 'failures + 1' })
      .where('username = :username', { username })
      .execute();
    const level = `least(lock_level + 1, ${lockMinutes.length})`;
    await this.attempts
      .createQueryBuilder()
      .update()
      .set({
        failures: 0,
        lockLevel: () => level,
        lockedUntil: () => `now() + make_interval(mins => (CAST(:lockMinutes AS int[]))[${level}])`,
      })
      .where('username = :username AND failures >= :failuresBeforeLock', { username, failuresBeforeLock })
      .setParameter('lockMinutes', lockMinutes)
      .execute();
  }

  async clear(username: string): Promise<void> {
    await this.attempts.delete({ username });
  }
}
