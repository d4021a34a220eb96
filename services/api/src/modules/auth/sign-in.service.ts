import { Inject, Injectable } from '@nestjs/common';
import { SESSION_COOKIE, type LoginResponse } from '@chairside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SecurityLog } from '../../common/security-log';
import type { SessionRequest } from '../../common/session-user';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { UserEntity } from '../users/user.entity';
import { toUser } from '../users/user.mapper';
import { clearedCohortCookie, cohortCookie } from './cohort-cookie';
import { deviceCookie, deviceIdsFromCookies } from './device-cookie';
import { LoginThrottle } from './login-throttle';
import { clearedSessionCookie, sessionCookie } from './session-cookie';
import { SessionStore } from './session.store';

type Request = FastifyRequest & SessionRequest;

/** How a member proved who they are; the PIN's own checks and log lines live in AuthService.verify. */
export type SignInMethod = 'pin' | 'passkey' | 'sso' | 'sso-link';

/**
 * What every way in ends with: a new session id (never the one the request came with), the canary
 * cohort, and the browser's device cookie, so each strategy only proves who the member is.
 */
@Injectable()
export class SignInService {
  constructor(
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(SecurityLog) private readonly log: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Signs `user` in on this browser. `device` is the trusted device the PIN check settled; other ways
   * in trust this browser's device of the member, or a new one.
   */
  async complete(
    req: Request,
    reply: FastifyReply,
    user: UserEntity,
    method: SignInMethod,
    device?: string,
  ): Promise<LoginResponse> {
    const devices = this.devicesOf(req);
    if (method !== 'pin') {
      this.log.write('login.success', { userId: user.id, address: req.ip ?? null, method, outcome: 'signed-in' });
    }
    await this.startSession(req, reply, user.id);
    this.trustDevice(reply, device ?? (await this.throttle.trust(user.id, devices)), devices);
    const dto = toUser(user);
    return {
      success: true,
      message: `Welcome back, ${dto.profile?.name ?? dto.firstName ?? dto.email.split('@')[0]}!`,
      user: dto,
    };
  }

  /** A new session id at every sign-in (no fixation); the one the request came with ends. */
  async startSession(req: Request, reply: FastifyReply, userId: string): Promise<void> {
    if (req.sessionId) await this.sessions.destroy(req.sessionId);
    const { sid, expires } = await this.sessions.create(userId);
    const cookie = { name: SESSION_COOKIE, secret: this.config.sessionSecret, secure: this.config.cookieSecure };
    reply.header('set-cookie', sessionCookie(sid, expires, cookie));
    // The canary cohort lives as long as the session (cohort-cookie.ts).
    reply.header('set-cookie', cohortCookie(userId, expires, cookie));
  }

  /** Signed out: no session cookie, and no cohort (a visitor runs the stable versions). */
  clearCookies(reply: FastifyReply): void {
    reply.header('set-cookie', clearedSessionCookie({ name: SESSION_COOKIE, secure: this.config.cookieSecure }));
    reply.header('set-cookie', clearedCohortCookie({ secure: this.config.cookieSecure }));
  }

  /** The device ids of the request's signed device cookie (device-cookie.ts). */
  devicesOf(req: FastifyRequest): string[] {
    return deviceIdsFromCookies(req.headers.cookie, this.config.sessionSecret);
  }

  /** The browser's device cookie, renewed at every sign-in: `id` first, then the other users' it `had`. */
  trustDevice(reply: FastifyReply, id: string, had: readonly string[]): void {
    const o = { secret: this.config.sessionSecret, secure: this.config.cookieSecure };
    reply.header('set-cookie', deviceCookie(id, had, this.config.limits.loginDeviceDays, o));
  }
}
