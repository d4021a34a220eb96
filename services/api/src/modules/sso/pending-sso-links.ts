import { Inject, Injectable } from '@nestjs/common';
import { SIGN_IN_FLOW_MINUTES } from '@chairside/contracts';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { REDIS } from '../../common/redis.module';
import { cookieValue } from '../auth/session-cookie';
import type { WorkAccount } from './sso-links.repository';

const PENDING_LINK_COOKIE = 'chairside.sso-link';
const PENDING_LINK_SECONDS = SIGN_IN_FLOW_MINUTES * 60;

const key = (id: string) => `sso-pending-link:${id}`;

/** A verified work account whose e-mail belongs to a member who has not yet proved it is them. */
export interface PendingLink extends WorkAccount {
  userId: string;
}

/**
 * Pending links live in Redis for SIGN_IN_FLOW_MINUTES under a random id that only the browser's
 * HttpOnly cookie holds. Reading one leaves it (a wrong PIN may be typed again); taking one is
 * single-use (GETDEL), so two tabs cannot both link with one PIN.
 */
@Injectable()
export class PendingSsoLinks {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Keeps the link and answers the id for the cookie. */
  async put(link: PendingLink): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(key(id), JSON.stringify(link), 'EX', PENDING_LINK_SECONDS);
    return id;
  }

  async read(id: string): Promise<PendingLink | null> {
    const raw = await this.redis.get(key(id));
    return raw ? (JSON.parse(raw) as PendingLink) : null;
  }

  async take(id: string): Promise<PendingLink | null> {
    const raw = await this.redis.getdel(key(id));
    return raw ? (JSON.parse(raw) as PendingLink) : null;
  }
}

/** The pending link's id from the request's cookies, when it has the shape this file gives it. */
export function pendingLinkId(cookieHeader: string | undefined): string | undefined {
  const id = cookieValue(cookieHeader ?? '', PENDING_LINK_COOKIE);
  return id && /^[A-Za-z0-9_-]{43}$/.test(id) ? id : undefined;
}

/**
 * `Set-Cookie` for the pending link: HttpOnly, for the sign-in routes only (the passkey sign-in may
 * complete it too), as long as the link.
 */
export function pendingLinkCookie(id: string, secure: boolean): string {
  return `${PENDING_LINK_COOKIE}=${id}; Path=/api/auth; Max-Age=${PENDING_LINK_SECONDS}; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Lax`;
}

export function clearedPendingLinkCookie(secure: boolean): string {
  return `${PENDING_LINK_COOKIE}=; Path=/api/auth; Max-Age=0; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Lax`;
}
