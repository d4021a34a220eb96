import { Inject, Injectable } from '@nestjs/common';
import { LOGIN_LOCK } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { SecurityLog } from '../../common/security-log';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { waitInWords } from '../../common/wait-in-words';
import type { LadderLimits } from './lock-ladder';
import { LoginAttemptsRepository } from './login-attempts.repository';
import { LoginDevicesRepository } from './login-devices.repository';

/** What `begin` counted, so the outcome can settle it. */
export interface LoginAttempt {
  username: string;
  address: string;
  /** The trusted browser's device id, or null for a client without a valid device cookie. */
  device: string | null;
}

const key = {
  logins: (address: string) => `login:${address}`,
  deviceLogins: (device: string) => `login-device:${device}`,
  failures: (address: string) => `login-failure:${address}`,
  signups: (address: string) => `signup:${address}`,
  rechecks: (userId: string) => `pin-recheck:${userId}`,
};

/**
 * Brute-force protection (decisions.md), after OWASP's device cookies. A client without a valid
 * device cookie for the username is untrusted: per client address, a rate of requests and a cap on
 * failed PINs across usernames; per username, 5 consecutive failures lock every untrusted client out
 * for 1, 5, 15, then 60 minutes, refusing even the right PIN. A browser that signed in to that user
 * before is trusted: it is held by its own rate and its own ladder only, so neither an attacker
 * elsewhere on the username nor failures behind a shared address refuse it. Failures and lock levels
 * fade with quiet time (lock-ladder.ts). Every count is taken in PostgreSQL, atomically and *before*
 * the PIN is checked or hashed, so bursts and several API instances cannot beat it.
 */
@Injectable()
export class LoginThrottle {
  private readonly ladder: LadderLimits;

  constructor(
    @Inject(LoginAttemptsRepository) private readonly attempts: LoginAttemptsRepository,
    @Inject(LoginDevicesRepository) private readonly devices: LoginDevicesRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(SecurityLog) private readonly log: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.ladder = {
      failuresBeforeLock: LOGIN_LOCK.failuresBeforeLock,
      lockMinutes: LOGIN_LOCK.lockMinutes,
      quietMinutes: config.limits.loginQuietMinutes,
    };
  }

  /**
   * Counts a login attempt before its PIN is verified; throws 429 when a limit says no. `devices` are
   * the ids in the request's signed device cookie; one counts only when it belongs to `username`.
   */
  async begin(username: string, address: string, devices: readonly string[]): Promise<LoginAttempt> {
    const limits = this.config.limits;
    const device = devices.length ? await this.devices.trustedFor(devices, username) : null;
    if (device) {
      const rate = await this.counters.hit(key.deviceLogins(device), 60);
      if (rate.hits > limits.loginsPerAddressPerMinute) throw this.refused('device-rate', address, rate.secondsLeft);
      const reserved = await this.devices.reserve(device, this.ladder);
      if (reserved && !reserved.allowed) throw this.refused('device-locked', address, reserved.secondsLeft);
      if (reserved?.lockedNow) this.log.write('login.lockout', { address, outcome: 'locked', reason: 'device' });
      if (reserved) return { username, address, device };
      // Forgotten since the cookie was read: counted as any other client below.
    }

    const rate = await this.counters.hit(key.logins(address), 60);
    if (rate.hits > limits.loginsPerAddressPerMinute) throw this.refused('address-rate', address, rate.secondsLeft);

    // A failed-PIN slot of the address is taken now and given back on success.
    const failures = await this.counters.hit(key.failures(address), limits.loginFailureWindowMinutes * 60);
    if (failures.hits > limits.loginFailuresPerAddress)
      throw this.refused('address-failures', address, failures.secondsLeft);

    const reserved = await this.attempts.reserve(username, this.ladder);
    if (!reserved.allowed) {
      await this.counters.refund(key.failures(address)); // no PIN was checked
      throw this.refused('username-locked', address, reserved.secondsLeft);
    }
    if (reserved.lockedNow) this.log.write('login.lockout', { address, outcome: 'locked', reason: 'username' });
    return { username, address, device: null };
  }

  /**
   * The right PIN: clears what the attempt was counted on and answers the device id to put in the
   * browser's device cookie (its own, renewed, or a new one). A trusted browser's success leaves
   * the username's count alone: an attack from elsewhere does not end because the owner signed in.
   */
  async succeeded(attempt: LoginAttempt, userId: string): Promise<string> {
    await this.rightPin(attempt);
    return this.devices.remember(userId, attempt.device, this.config.limits.loginDeviceDays);
  }

  /**
   * The right PIN without a sign-in (PIN sign-in is off): not a failure, and no browser is trusted
   * for it, so knowing the PIN cannot crowd the member's own trusted browsers out.
   */
  async rightPin(attempt: LoginAttempt): Promise<void> {
    if (!attempt.device)
      await Promise.all([this.attempts.clear(attempt.username), this.counters.refund(key.failures(attempt.address))]);
  }

  /** After a PIN change: this browser (its device of the user, or a new one) is the user's only trusted one. */
  async trustOnly(userId: string, devices: readonly string[]): Promise<string> {
    const device = await this.forgetOtherDevices(userId, devices);
    return this.devices.remember(userId, device, this.config.limits.loginDeviceDays);
  }

  /** Ends the trust of every browser of the user but this one; answers this one's device, if any. */
  async forgetOtherDevices(userId: string, devices: readonly string[]): Promise<string | null> {
    const device = devices.length ? await this.devices.ownedBy(devices, userId) : null;
    await this.devices.forgetAllBut(userId, device);
    return device;
  }

  /**
   * After a sign-in that needed no PIN (a passkey, a work account): this browser's device of the user
   * renewed, or a new one.
   */
  async trust(userId: string, devices: readonly string[]): Promise<string> {
    const device = devices.length ? await this.devices.ownedBy(devices, userId) : null;
    return this.devices.remember(userId, device, this.config.limits.loginDeviceDays);
  }

  /**
   * A PIN set through an e-mailed reset link: the username's lock ends, and no browser stays trusted
   * (each was trusted for knowing the old PIN, so each has its own failures and lock cleared with it).
   */
  async clearAfterPinReset(userId: string, username: string): Promise<void> {
    await Promise.all([this.attempts.clear(username), this.devices.forgetAllBut(userId, null)]);
  }

  /** A new account's first device. */
  newDevice(userId: string): Promise<string> {
    return this.devices.remember(userId, null, this.config.limits.loginDeviceDays);
  }

  /** Counts a sign-up attempt before its PIN is hashed; throws 429 past the hourly limit. */
  async beginSignup(address: string): Promise<void> {
    const hit = await this.counters.hit(key.signups(address), HOUR_SECONDS);
    if (hit.hits > this.config.limits.signupsPerAddressPerHour) {
      this.log.write('signup.refused', { address, outcome: 'rate-limited' });
      throw tooMany(hit.secondsLeft, 'Too many sign-up attempts');
    }
  }

  /**
   * Counts a signed-in user's PIN re-check (changing the PIN, deleting the account) before the PIN is
   * verified, on the user's own counter: it never touches sign-in's, so wrong re-checks cannot lock
   * the owner out of signing in, and a stolen session guesses no faster than sign-in allows.
   */
  async beginRecheck(userId: string, address: string, action: string): Promise<void> {
    const { pinRecheckFailures, pinRecheckWindowMinutes } = this.config.limits;
    const hit = await this.counters.hit(key.rechecks(userId), pinRecheckWindowMinutes * 60);
    if (hit.hits > pinRecheckFailures) {
      this.log.write('pin.recheck.refused', { userId, address, action, outcome: 'rate-limited' });
      throw tooMany(hit.secondsLeft, 'Too many wrong PINs');
    }
  }

  /** The right PIN gives its re-check slot back: only wrong ones are counted. */
  async recheckSucceeded(userId: string): Promise<void> {
    await this.counters.refund(key.rechecks(userId));
  }

  private refused(reason: string, address: string, seconds: number): ApiException {
    this.log.write('login.refused', { address, outcome: 'rate-limited', reason, retryAfterSeconds: seconds });
    return tooMany(
      seconds,
      reason === 'address-rate' || reason === 'device-rate' ? 'Too many sign-in attempts' : 'Too many failed attempts',
    );
  }
}

function tooMany(seconds: number, what: string): ApiException {
  const s = Math.max(1, seconds);
  return ApiException.tooMany(`${what}. Try again in ${waitInWords(s)}.`, s, { success: false });
}
