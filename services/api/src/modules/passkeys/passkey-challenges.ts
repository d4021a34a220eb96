import { Inject, Injectable } from '@nestjs/common';
import { SIGN_IN_FLOW_MINUTES } from '@chairside/contracts';
import type { Redis } from 'ioredis';
import { ApiException } from '../../common/api-exception';
import { REDIS } from '../../common/redis.module';

/** What a challenge was issued for: creating a passkey for one member, or signing in (anyone). */
export type ChallengePurpose = { kind: 'register'; userId: string } | { kind: 'login' };

const key = (challenge: string) => `passkey-challenge:${challenge}`;

/**
 * WebAuthn challenges, single-use and expiring: kept in Redis under the challenge itself for
 * SIGN_IN_FLOW_MINUTES and taken with GETDEL, so every API instance sees the same one and the
 * second answer to a challenge finds nothing. A challenge is bound to its purpose: one issued to
 * sign in cannot register a passkey, nor one issued to member A register it for member B.
 */
@Injectable()
export class PasskeyChallenges {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async issue(challenge: string, purpose: ChallengePurpose): Promise<void> {
    await this.guard(this.redis.set(key(challenge), JSON.stringify(purpose), 'EX', SIGN_IN_FLOW_MINUTES * 60));
  }

  /** True once for a live challenge issued for `purpose`; false when unknown, expired, used or for something else. */
  async consume(challenge: string, purpose: ChallengePurpose): Promise<boolean> {
    if (!challenge || challenge.length > 200) return false;
    const stored = await this.guard(this.redis.getdel(key(challenge)));
    if (!stored) return false;
    const issued = JSON.parse(stored) as ChallengePurpose;
    if (issued.kind !== purpose.kind) return false;
    return issued.kind === 'login' || (purpose.kind === 'register' && issued.userId === purpose.userId);
  }

  /** Redis away: a quick 503 that says so, never a hung ceremony. */
  private async guard<T>(command: Promise<T>): Promise<T> {
    try {
      return await command;
    } catch {
      throw ApiException.unavailable('Passkeys are unavailable for a moment. Please try again shortly.');
    }
  }
}
