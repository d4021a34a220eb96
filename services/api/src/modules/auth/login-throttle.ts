import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, LOGIN_LOCK } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { LoginAttemptsRepository } from './login-attempts.repository';

/**
 * Brute-force protection (decisions.md): per username, 5 consecutive failures lock it for 1, 5, 15,
 * then 60 minutes, refusing even the right PIN; per client address, a cap on failures across
 * usernames in a sliding window. Username state lives in PostgreSQL so it survives restarts and is
 * shared by API instances; the address window is per process.
 */
@Injectable()
export class LoginThrottle {
  private readonly addressFailures = new Map<string, number[]>();

  constructor(@Inject(LoginAttemptsRepository) private readonly attempts: LoginAttemptsRepository) {}

  async assertAllowed(username: string, address: string): Promise<void> {
    const windowMs = LOGIN_LOCK.perAddressWindowMinutes * 60_000;
    const recent = this.recentAddressFailures(address, windowMs);
    if (recent.length >= LOGIN_LOCK.perAddressFailures) {
      throw tooMany(Math.ceil((recent[0]! + windowMs - Date.now()) / 1000));
    }
    const seconds = await this.attempts.lockSecondsLeft(username);
    if (seconds !== null) throw tooMany(seconds);
  }

  async recordFailure(username: string, address: string): Promise<void> {
    this.recentAddressFailures(address, LOGIN_LOCK.perAddressWindowMinutes * 60_000).push(Date.now());
    await this.attempts.recordFailure(username, LOGIN_LOCK.failuresBeforeLock, LOGIN_LOCK.lockMinutes);
  }

  async recordSuccess(username: string): Promise<void> {
    await this.attempts.clear(username);
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
