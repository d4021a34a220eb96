import { Body, Controller, Get, HttpCode, Inject, Post, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import {
  COHORT_COOKIE,
  endpoints,
  type ChangePinRequest,
  type LoginResponse,
  type SignInOptions,
  type SuccessResponse,
  type SignupRequest,
  type User,
} from '@chairside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { signInOffer } from '../../config/sign-in-offer';
import { CurrentUser, Public, type SessionRequest, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { toUser } from '../users/user.mapper';
import { AuthService, type Authenticated as SignedIn } from './auth.service';
import { cohortCookie } from './cohort-cookie';
import { Authenticated, PassportGuard } from './passport/passport.guard';
import { PinStrategy } from './passport/pin.strategy';
import { cookieValue } from './session-cookie';
import { SESSION_MAX_AGE_MS, SessionStore } from './session.store';
import { SignInService } from './sign-in.service';

type Request = FastifyRequest & SessionRequest;

@Controller()
@UseGuards(SignedInGuard)
export class AuthController {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(SignInService) private readonly signIn: SignInService,
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
  @Get(endpoints.signInOptions.path)
  signInOptions(): SignInOptions {
    return signInOffer(this.config);
  }

  @Public()
  @Post(endpoints.login.path)
  @HttpCode(200)
  @UseGuards(PassportGuard(PinStrategy, endpoints.login.body))
  login(
    @Authenticated() signedIn: SignedIn,
    @Req() req: Request,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<LoginResponse> {
    return this.signIn.complete(req, res, signedIn.user, 'pin', signedIn.device);
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
    await this.signIn.startSession(req, res, user.id);
    this.signIn.trustDevice(res, device, this.signIn.devicesOf(req));
    return { success: true, message: `Welcome to Chairside, ${body.name}!`, user: toUser(user) };
  }

  @Public()
  @Post(endpoints.logout.path)
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: FastifyReply): Promise<{ success: true }> {
    if (req.sessionId) await this.sessions.destroy(req.sessionId);
    this.signIn.clearCookies(res);
    return { success: true };
  }

  @Post(endpoints.changePin.path)
  @HttpCode(200)
  async changePin(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.changePin.body)) body: ChangePinRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SuccessResponse> {
    const devices = this.signIn.devicesOf(req);
    const device = await this.auth.changePin(user.id, body.currentPin, body.newPin, req.ip ?? 'unknown', devices);
    // Every session ended with the old PIN; this browser stays signed in under a new session id.
    await this.signIn.startSession(req, res, user.id);
    this.signIn.trustDevice(res, device, devices);
    return { success: true, message: 'Your PIN has been changed. Other devices have been signed out.' };
  }

  @Post(endpoints.signOutEverywhere.path)
  @HttpCode(200)
  async signOutEverywhere(
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SuccessResponse> {
    await this.auth.signOutEverywhere(user.id, req.ip ?? 'unknown', this.signIn.devicesOf(req));
    this.signIn.clearCookies(res);
    return { success: true, message: 'You have been signed out on every device.' };
  }
}
