import { Inject, Injectable } from '@nestjs/common';
import { SIGN_IN_FLOW_MINUTES } from '@chairside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { REDIS } from '../../../common/redis.module';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { cookieValue } from '../session-cookie';

const FLOW_COOKIE = 'chairside.flow';
const TTL_SECONDS = SIGN_IN_FLOW_MINUTES * 60;
const key = (id: string) => `signin-flow:${id}`;

/** What a strategy keeps between its redirect to a provider and the provider's answer. */
export interface SignInFlow {
  id: string | null;
  /** Passport's `req.session`: strategies add and delete their own keys on it. */
  data: Record<string, unknown>;
  /** The JSON as read, to write back only what changed. */
  read: string;
}

/**
 * The short-lived server-side record a redirecting strategy (OpenID Connect) needs as `req.session`:
 * the API has no session object per request (decisions.md, "API speed"), and a signed-in session is
 * the wrong place for a sign-in that has not happened yet. Keyed by a random id in an HttpOnly cookie
 * scoped to /api/auth, gone after SIGN_IN_FLOW_MINUTES. Nothing is read or written for a request
 * without the cookie whose strategy stores nothing (the PIN, a passkey).
 */
@Injectable()
export class SignInFlows {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The browser's flow, only when this API made it and it has not expired: a cookie alone names nothing. */
  async open(req: FastifyRequest): Promise<SignInFlow> {
    const id = cookieValue(req.headers.cookie ?? '', FLOW_COOKIE);
    const read = id && /^[A-Za-z0-9_-]{43}$/.test(id) ? await this.redis.get(key(id)) : null;
    if (!id || read === null) return { id: null, data: {}, read: '{}' };
    return { id, data: JSON.parse(read) as Record<string, unknown>, read };
  }

  /**
   * Writes the record back when a strategy changed it, with the cookie renewed to the record's
   * lifetime (a member who backs out and tries again has the whole time again).
   */
  async save(flow: SignInFlow, reply: FastifyReply): Promise<void> {
    const now = JSON.stringify(flow.data);
    if (now === flow.read) return;
    if (now === '{}') {
      if (flow.id) await this.redis.del(key(flow.id));
      return;
    }
    const id = flow.id ?? randomBytes(32).toString('base64url');
    await this.redis.set(key(id), now, 'EX', TTL_SECONDS);
    const secure = this.config.cookieSecure ? ' Secure;' : '';
    reply.header(
      'set-cookie',
      `${FLOW_COOKIE}=${id}; Path=/api/auth; Max-Age=${TTL_SECONDS}; HttpOnly;${secure} SameSite=Lax`,
    );
  }
}
