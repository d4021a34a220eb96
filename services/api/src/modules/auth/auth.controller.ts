import { Body, Controller, Get, HttpCode, Inject, Post, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import {
  COHORT_COOKIE,
  endpoints,
  SESSION_COOKIE,
  type ChangePinRequest,
  type LoginRequest,
  type LoginResponse,
  type SignupRequest,
  type User,
} from '@chairside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CurrentUser, Public, type SessionRequest, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { toUser } from '../users/user.mapper';
import { AuthService } from './auth.service';
import { clearedCohortCookie, cohortCookie } from './cohort-cookie';
import { deviceCookie, deviceIdsFromCookies } from './device-cookie';
import { clearedSessionCookie, cookieValue, sessionCookie } from './session-cookie';
import { SESSION_MAX_AGE_MS, SessionStore } from './session.store';

type Request = FastifyRequest & SessionRequest;

@Controller()
@UseGuards(SignedInGuard)
export class AuthController {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(endpoints.currentUser.path)
  async me(
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<User> {
    const found = toUser(await this.auth.currentUser(user.id));
    // A session from before cohorts existed gets its cohort on the app's first call. Its exact end is
    // not at hand here: the longest a session lives, cleared at sign-out like the session's own cookie.
    if (!cookieValue(req.headers.cookie ?? '', COHORT_COOKIE)) {
      const o = { secret: this.config.sessionSecret, secure: this.config.cookieSecure };
      res.header('set-cookie', cohortCookie(user.id, new Date(Date.now() + SESSION_MAX_AGE_MS), o));
    }
    return found;
  }

  /** Some dialogs send a signed-out user to /api/login; the sign-in screen lives at /login. */
  @Public()
  @Get('/api/login')
  @Redirect('/login', 302)
  signInScreen(): void {}

  @Public()
  @Post(endpoints.login.path)
  @HttpCode(200)
  async login(
    @Body(zod(endpoints.login.body)) body: LoginRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<LoginResponse> {
    // The checked body: its username is trimmed, lower-cased and then bounded by the schema.
    const devices = this.devicesOf(req);
    const { user, device } = await this.auth.verify(body.username, body.pin, req.ip ?? 'unknown', devices);
    await this.startSession(req, res, user.id);
    this.trustDevice(res, device, devices);
    const dto = toUser(user);
    return {
      success: true,
      message: `Welcome back, ${dto.profile?.name ?? dto.firstName ?? dto.email.split('@')[0]}!`,
      user: dto,
    };
  }

  @Public()
  @Post(endpoints.signup.path)
  @HttpCode(201)
  async signup(
    @Body(zod(endpoints.signup.body)) body: SignupRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<LoginResponse> {
    const { user, device } = await this.auth.signup(body, req.ip ?? 'unknown');
    await this.startSession(req, res, user.id);
    this.trustDevice(res, device, this.devicesOf(req));
    return { success: true, message: `Welcome to Chairside, ${body.name}!`, user: toUser(user) };
  }

  @Public()
  @Post(endpoints.logout.path)
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: FastifyReply): Promise<{ success: true }> {
    if (req.sessionId) await this.sessions.destroy(req.sessionId);
    this.clearCookies(res);
    return { success: true };
  }

  @Post(endpoints.changePin.path)
  @HttpCode(200)
  async changePin(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.changePin.body)) body: ChangePinRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<{ success: true; message: string }> {
    const devices = this.devicesOf(req);
    const device = await this.auth.changePin(user.id, body.currentPin, body.newPin, req.ip ?? 'unknown', devices);
    // Every session ended with the old PIN; this browser stays signed in under a new session id.
    await this.startSession(req, res, user.id);
    this.trustDevice(res, device, devices);
    return { success: true, message: 'Your PIN has been changed. Other devices have been signed out.' };
  }

  @Post(endpoints.signOutEverywhere.path)
  @HttpCode(200)
  async signOutEverywhere(
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<{ success: true; message: string }> {
    await this.auth.signOutEverywhere(user.id, req.ip ?? 'unknown', this.devicesOf(req));
    this.clearCookies(res);
    return { success: true, message: 'You have been signed out on every device.' };
  }

  /** A new session id at every sign-in (no fixation); the one the request came with ends. */
  private async startSession(req: Request, res: FastifyReply, userId: string): Promise<void> {
    if (req.sessionId) await this.sessions.destroy(req.sessionId);
    const { sid, expires } = await this.sessions.create(userId);
    const cookie = { name: SESSION_COOKIE, secret: this.config.sessionSecret, secure: this.config.cookieSecure };
    res.header('set-cookie', sessionCookie(sid, expires, cookie));
    // The canary cohort lives as long as the session (cohort-cookie.ts).
    res.header('set-cookie', cohortCookie(userId, expires, cookie));
  }

  /** Signed out: no session cookie, and no cohort (a visitor runs the stable versions). */
  private clearCookies(res: FastifyReply): void {
    res.header('set-cookie', clearedSessionCookie({ name: SESSION_COOKIE, secure: this.config.cookieSecure }));
    res.header('set-cookie', clearedCohortCookie({ secure: this.config.cookieSecure }));
  }

  /** The device ids of the request's signed device cookie (device-cookie.ts). */
  private devicesOf(req: Request): string[] {
    return deviceIdsFromCookies(req.headers.cookie, this.config.sessionSecret);
  }

  /** The browser's device cookie, renewed at every sign-in: `id` first, then the other users' it `had`. */
  private trustDevice(res: FastifyReply, id: string, had: readonly string[]): void {
    const o = { secret: this.config.sessionSecret, secure: this.config.cookieSecure };
    res.header('set-cookie', deviceCookie(id, had, this.config.limits.loginDeviceDays, o));
  }
}
