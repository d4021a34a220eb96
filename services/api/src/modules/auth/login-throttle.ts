import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, LOGIN_LOCK } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { ApiException } from '../../common/api-exception';

/**
 * Brute-force protection (decisions.md): per username, 5 consecutive failures lock it for 1, 5, 15,
 * then 60 minutes, refusing even the right PIN; per client address, a cap on failures across
 * usernames in a sliding window. Username state lives in PostgreSQL so it survives restarts and is
 * shared by API instances; the address window is per process.
 */
@Injectable()
export class LoginThrottle {
  private readonly addressFailures = new Map<string, number[]>();

  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async assertAllowed(username: string, address: string): Promise<void> {
    const windowMs = LOGIN_LOCK.perAddressWindowMinutes * 60_000;
    const recent = this.recentAddressFailures(address, windowMs);
    if (recent.length >= LOGIN_LOCK.perAddressFailures) {
      throw tooMany(Math.ceil((recent[0]! + windowMs - Date.now()) / 1000));
    }
    const rows: { seconds: number }[] = await this.ds.query(
      `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds FROM login_attempts WHERE username = $1 AND locked_until > now()`,
      [username],
    );
    if (rows[0]) throw tooMany(rows[0].seconds);
  }

  async recordFailure(username: string, address: string): Promise<void> {
    this.recentAddressFailures(address, LOGIN_LOCK.perAddressWindowMinutes * 60_000).push(Date.now());
    const minutes = `ARRAY[${LOGIN_LOCK.lockMinutes.join(',')}]`;
    await this.ds.query(
      `INSERT INTO login_attempts AS a (username, failures) VALUES ($1, 1)
       ON CONFLICT (username) DO UPDATE SET failures = a.failures + 1`,
      [username],
    );
    await this.ds.query(
      `UPDATE login_attempts SET failures = 0,
         lock_level = least(lock_level + 1, ${LOGIN_LOCK.lockMinutes.length}),
         locked_until = now() + make_interval(mins => (${minutes})[least(lock_level + 1, ${LOGIN_LOCK.lockMinutes.length})])
       WHERE username = $1 AND failures >= $2`,
      [username, LOGIN_LOCK.failuresBeforeLock],
    );
  }

  async recordSuccess(username: string): Promise<void> {
    await this.ds.query(`DELETE FROM login_attempts WHERE username = $1`, [username]);
  }

  private recentAddressFailures(address: string, windowMs: number): number[] {
    const cutoff = Date.now() - windowMs;
    const list = (this.addressFailures.get(address) ?? []).filter((t) => t > cutoff);
    this.addressFailures.set(address, list);
    return list;
  }
}

function tooMany(seconds: number): ApiException {
  const s = Math.max(1, seconds);
  const wait = s >= 60 ? `${Math.ceil(s / 60)} minute${s > 60 ? 's' : ''}` : `${s} seconds`;
  return new ApiException(
    429,
    `Too many failed attempts. Try again in ${wait}.`,
    ERROR_CODES.tooManyAttempts,
    { success: false },
    { 'Retry-After': String(s) },
  );
}
