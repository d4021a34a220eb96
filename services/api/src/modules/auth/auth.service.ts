import { Inject, Injectable } from '@nestjs/common';
import type { SignupRequest } from '@chairside/contracts';
import * as argon2 from 'argon2';
import { ApiException } from '../../common/api-exception';
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
  ) {}

  async verify(rawUsername: string, pin: string, address: string): Promise<UserEntity> {
    const username = rawUsername.trim().toLowerCase();
    await this.throttle.assertAllowed(username, address);
    const user = await this.users.findByUsername(username);
    const ok = await argon2.verify(user?.pinHash ?? (await DUMMY_HASH), pin).catch(() => false);
    if (!user || !ok) {
      await this.throttle.recordFailure(username, address);
      throw new ApiException(401, 'Invalid username or PIN', 'UNAUTHORIZED', { success: false });
    }
    await this.throttle.recordSuccess(username);
    return user;
  }

  async signup(input: SignupRequest): Promise<UserEntity> {
    const created = await this.users.create({
      email: input.email,
      name: input.name,
      pinHash: await argon2.hash(input.pin),
    });
    if (!created) throw ApiException.conflict('An account with this e-mail address already exists. Sign in instead.');
    return created;
  }

  async currentUser(id: string): Promise<UserEntity> {
    const user = await this.users.findWithProfile(id);
    if (!user) throw ApiException.unauthorized();
    return user;
  }
}
