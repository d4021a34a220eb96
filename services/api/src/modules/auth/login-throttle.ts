import { Inject, Injectable } from '@nestjs/common';
import { LOGIN_LOCK } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { SecurityLog } from '../../common/security-log';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { LoginAttemptsRepository } from './login-attempts.repository';
import { waitInWords } from '../../common/wait-in-words';

/** What `begin` counted, so the outcome can settle it. */
export interface LoginAttempt {
  username: string;
  address: string;
}

const key = {
  logins: (address: string) => `login:${address}`,
  failures: (address: string) => `login-failure:${address}`,
  signups: (address: string) => `signup:${address}`,
};

/**
 * Brute-force protection (decisions.md): per username, 5 consecutive failures lock it for 1, 5, 15,
 * then 60 minutes, refusing even the right PIN; per client address, a cap on failed PINs across
 * usernames in a window, and a rate of login and sign-up requests. Every count is taken in
 * PostgreSQL, atomically and *before* the PIN is checked or hashed (issue 12): a burst of parallel
 * attempts cannot get more PINs checked than the limits allow, and every API instance shares them.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(LoginAttemptsRepository) private readonly attempts: LoginAttemptsRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(SecurityLog) private readonly log: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts a login attempt before its PIN is verified; throws 429 when a limit says no. */
  async begin(username: string, address: string): Promise<LoginAttempt> {
    const limits = this.config.limits;
    const rate = await this.counters.hit(key.logins(address), 60);
    if (rate.hits > limits.loginsPerAddressPerMinute) throw this.refused('address-rate', address, rate.secondsLeft);

    // A failed-PIN slot of the address is taken now and given back on success.
    const failures = await this.counters.hit(key.failures(address), limits.loginFailureWindowMinutes * 60);
    if (failures.hits > limits.loginFailuresPerAddress)
      throw this.refused('address-failures', address, failures.secondsLeft);

    const reserved = await this.attempts.reserve(username, LOGIN_LOCK.failuresBeforeLock, LOGIN_LOCK.lockMinutes);
    if (!reserved.allowed) {
      await this.counters.refund(key.failures(address)); // no PIN was checked
      throw this.refused('username-locked', address, reserved.secondsLeft);
    }
    if (reserved.lockedNow) this.log.write('login.lockout', { address, outcome: 'locked', reason: 'username' });
    return { username, address };
  }

  async succeeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([this.attempts.clear(attempt.username), this.counters.refund(key.failures(attempt.address))]);
  }

  /** Counts a sign-up attempt before its PIN is hashed; throws 429 past the hourly limit. */
  async beginSignup(address: string): Promise<void> {
    const hit = await this.counters.hit(key.signups(address), 3600);
    if (hit.hits > this.config.limits.signupsPerAddressPerHour) {
      this.log.write('signup.refused', { address, outcome: 'rate-limited' });
      throw tooMany(hit.secondsLeft, 'Too many sign-up attempts');
    }
  }

  private refused(reason: string, address: string, seconds: number): ApiException {
    this.log.write('login.refused', { address, outcome: 'rate-limited', reason, retryAfterSeconds: seconds });
    return tooMany(seconds, reason === 'address-rate' ? 'Too many sign-in attempts' : 'Too many failed attempts');
  }
}

function tooMany(seconds: number, what: string): ApiException {
  const s = Math.max(1, seconds);
  return ApiException.tooMany(`${what}. Try again in ${waitInWords(s)}.`, s, { success: false });
}
