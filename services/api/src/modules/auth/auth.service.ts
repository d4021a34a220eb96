import { Inject, Injectable } from '@nestjs/common';
import type { SignupRequest } from '@chairside/contracts';
import * as argon2 from 'argon2';
import { ApiException } from '../../common/api-exception';
import { SecurityLog } from '../../common/security-log';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { LoginThrottle } from './login-throttle';
import { SessionStore } from './session.store';

/** Verifying an unknown username costs the same as a known one. */
const DUMMY_HASH = argon2.hash('not-a-real-pin-0000');

const PIN_SIGN_IN_OFF = 'PIN sign-in is turned off for this account. Sign in with your passkey.';

/** A signed-in user's PIN asked for again, and why (the security log names it). */
export type PinRecheck = 'change-pin' | 'delete-account' | 'link-sso' | 'add-passkey' | 'pin-sign-in';

/** A signed-in (or signed-up) user and the device id for the browser's device cookie. */
export interface Authenticated {
  user: UserEntity;
  device: string;
}

@Injectable()
export class AuthService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(SecurityLog) private readonly log: SecurityLog,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  /**
   * The attempt is counted before the PIN is verified: a burst cannot outrun the lock.
   * `username` is `LoginRequest`'s: trimmed, lower-cased and at most 254 characters. `devices` are
   * the ids in the request's signed device cookie (device-cookie.ts).
   */
  async verify(
    username: string,
    pin: string,
    address: string,
    devices: readonly string[] = [],
  ): Promise<Authenticated> {
    const attempt = await this.throttle.begin(username, address, devices);
    const client = attempt.device ? 'trusted-device' : 'untrusted';
    const user = await this.users.findByUsername(username);
    const ok = await argon2.verify(user?.pinHash ?? (await DUMMY_HASH), pin).catch(() => false);
    if (!user || !ok) {
      this.log.write('login.failure', { userId: user?.id ?? null, address, client, outcome: 'invalid-credentials' });
      throw new ApiException(401, 'Invalid username or PIN', 'UNAUTHORIZED', { success: false });
    }
    // Told only to whoever knows the PIN: a member who turned PIN sign-in off signs in with a passkey.
    if (!user.pinSignIn) {
      await this.throttle.rightPin(attempt);
      this.log.write('login.refused', { userId: user.id, address, client, outcome: 'pin-sign-in-off' });
      throw new ApiException(403, PIN_SIGN_IN_OFF, 'FORBIDDEN');
    }
    const trusted = await this.throttle.succeeded(attempt, user.id);
    this.log.write('login.success', { userId: user.id, address, client, method: 'pin', outcome: 'signed-in' });
    return { user, device: trusted };
  }

  /** Counted per client address before the PIN is hashed. */
  async signup(input: SignupRequest, address: string): Promise<Authenticated> {
    await this.throttle.beginSignup(address);
    const created = await this.users.create({
      email: input.email,
      name: input.name,
      pinHash: await argon2.hash(input.pin),
    });
    if (!created) {
      this.log.write('signup.refused', { address, outcome: 'duplicate-email' });
      throw ApiException.conflict('An account with this e-mail address already exists. Sign in instead.');
    }
    this.log.write('signup.success', { userId: created.id, address, outcome: 'created' });
    return { user: created, device: await this.throttle.newDevice(created.id) };
  }

  /**
   * Checks the signed-in user's PIN again (a PIN change, an account deletion) on its own counter,
   * apart from sign-in's (LoginThrottle.beginRecheck): wrong re-checks are bounded (429) but never
   * lock the owner out of signing in. A wrong PIN is 403, not 401: the session itself is fine.
   */
  async confirmPin(userId: string, pin: string, address: string, action: PinRecheck): Promise<UserEntity> {
    const user = await this.currentUser(userId);
    await this.throttle.beginRecheck(userId, address, action);
    const ok = await argon2.verify(user.pinHash, pin).catch(() => false);
    if (!ok) {
      this.log.write('pin.recheck.failure', { userId, address, action, outcome: 'wrong-pin' });
      throw new ApiException(403, 'That PIN is not right.', 'FORBIDDEN');
    }
    await this.throttle.recheckSucceeded(userId);
    this.log.write('pin.recheck.success', { userId, address, action, outcome: 'confirmed' });
    return user;
  }

  /**
   * Sets the new PIN after the current one. Only this browser stays trusted (answers its device id):
   * a browser that signed in with the old PIN, perhaps someone else's, loses its own failure count
   * and is held by the username's lock like any other. Every session ends: whoever else knew the old
   * PIN is signed out, and the caller starts this browser a new one (a copy of its old cookie, taken
   * while the old PIN was in use, stops working too).
   */
  async changePin(
    userId: string,
    currentPin: string,
    newPin: string,
    address: string,
    devices: readonly string[],
  ): Promise<string> {
    await this.confirmPin(userId, currentPin, address, 'change-pin');
    await this.users.setPinHash(userId, await argon2.hash(newPin));
    this.log.write('pin.changed', { userId, address, outcome: 'changed' });
    const device = await this.throttle.trustOnly(userId, devices);
    await this.sessions.destroyAllOf(userId);
    return device;
  }

  /**
   * Every session of the user ends, and only this browser stays trusted: a lost or stolen laptop
   * loses its own failure count with its session, and is held by the username's lock like any other.
   */
  async signOutEverywhere(userId: string, address: string, devices: readonly string[]): Promise<void> {
    await this.sessions.destroyAllOf(userId);
    await this.throttle.forgetOtherDevices(userId, devices);
    this.log.write('logout.everywhere', { userId, address, outcome: 'all-sessions-ended' });
  }

  async currentUser(id: string): Promise<UserEntity> {
    const user = await this.users.findWithProfile(id);
    if (!user) throw ApiException.unauthorized();
    return user;
  }
}
