import { Inject, Injectable } from '@nestjs/common';
import type { SignupRequest } from '@chairside/contracts';
import * as argon2 from 'argon2';
import { ApiException } from '../../common/api-exception';
import { SecurityLog } from '../../common/security-log';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { LoginThrottle } from './login-throttle';

/** Verifying an unknown username costs the same as a known one. */
const DUMMY_HASH = argon2.hash('not-a-real-pin-0000');

@Injectable()
export class AuthService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(SecurityLog) private readonly log: SecurityLog,
  ) {}

  /**
   * The attempt is counted before the PIN is verified (issue 12): a burst cannot outrun the lock.
   * `username` is `LoginRequest`'s: trimmed, lower-cased and at most 254 characters.
   */
  async verify(username: string, pin: string, address: string): Promise<UserEntity> {
    const attempt = await this.throttle.begin(username, address);
    const user = await this.users.findByUsername(username);
    const ok = await argon2.verify(user?.pinHash ?? (await DUMMY_HASH), pin).catch(() => false);
    if (!user || !ok) {
      this.log.write('login.failure', { userId: user?.id ?? null, address, outcome: 'invalid-credentials' });
      throw new ApiException(401, 'Invalid username or PIN', 'UNAUTHORIZED', { success: false });
    }
    await this.throttle.succeeded(attempt);
    this.log.write('login.success', { userId: user.id, address, outcome: 'signed-in' });
    return user;
  }

  /** Counted per client address before the PIN is hashed (issue 12). */
  async signup(input: SignupRequest, address: string): Promise<UserEntity> {
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
    return created;
  }

  /**
   * Checks the signed-in user's PIN again (a PIN change, an account deletion), counted like a sign-in
   * so it cannot be guessed faster. A wrong PIN is 403, not 401: the session itself is fine.
   */
  async confirmPin(userId: string, pin: string, address: string): Promise<UserEntity> {
    const user = await this.currentUser(userId);
    try {
      return await this.verify(user.username, pin, address);
    } catch (e) {
      if (e instanceof ApiException && e.statusCode === 401)
        throw new ApiException(403, 'That PIN is not right.', 'FORBIDDEN');
      throw e;
    }
  }

  async changePin(userId: string, currentPin: string, newPin: string, address: string): Promise<void> {
    await this.confirmPin(userId, currentPin, address);
    await this.users.setPinHash(userId, await argon2.hash(newPin));
    this.log.write('pin.changed', { userId, address, outcome: 'changed' });
  }

  async currentUser(id: string): Promise<UserEntity> {
    const user = await this.users.findWithProfile(id);
    if (!user) throw ApiException.unauthorized();
    return user;
  }
}
