import { Body, Controller, Get, HttpCode, Inject, Post, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import { endpoints, type LinkSsoRequest, type LoginResponse, type PendingSsoLink } from '@chairside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, SignedInGuard, type SessionRequest } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Authenticated, PassportGuard } from '../auth/passport/passport.guard';
import { SignInService } from '../auth/sign-in.service';
import { clearedPendingLinkCookie, pendingLinkCookie, pendingLinkId } from './pending-sso-links';
import { OidcStrategy } from './oidc.strategy';
import { SsoGate } from './sso-gate.guard';
import { SsoSignInService, type SsoOutcome } from './sso-sign-in.service';

type Request = FastifyRequest & SessionRequest;

/** Where the browser lands after a single sign-on that signed the member in. */
const AFTER_SIGN_IN = '/dashboard';

/** Every route is public (and says so, like every controller): these are how someone signs in. */
@Controller()
@UseGuards(SignedInGuard)
@Public()
export class SsoController {
  constructor(
    @Inject(SsoSignInService) private readonly signIns: SsoSignInService,
    @Inject(SignInService) private readonly signInService: SignInService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The strategy answers with the redirect to the provider; this handler never runs. */
  @Get(endpoints.ssoStart.path)
  @UseGuards(SsoGate('start'), PassportGuard(OidcStrategy))
  start(): void {}

  /** A browser navigation from the provider: cookies are set and the browser sent on, never JSON. */
  @Get(endpoints.ssoCallback.path)
  @UseGuards(SsoGate('callback'), PassportGuard(OidcStrategy))
  @Redirect()
  async callback(
    @Authenticated() outcome: SsoOutcome,
    @Req() req: Request,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string; statusCode: number }> {
    const secure = this.config.cookieSecure;
    if (outcome.kind === 'member') {
      await this.signInService.complete(req, reply, outcome.user, 'sso');
      reply.header('set-cookie', clearedPendingLinkCookie(secure));
      return { url: AFTER_SIGN_IN, statusCode: 302 };
    }
    if (outcome.kind === 'link') {
      reply.header('set-cookie', pendingLinkCookie(outcome.pendingId, secure));
      return { url: '/login?sso=link', statusCode: 302 };
    }
    return { url: `/login?sso_error=${outcome.code}`, statusCode: 302 };
  }

  @Get(endpoints.pendingSsoLink.path)
  async pending(@Req() req: Request): Promise<PendingSsoLink> {
    await this.signIns.limit('pending', req.ip);
    return this.signIns.pendingLink(pendingLinkId(req.headers.cookie));
  }

  @Post(endpoints.linkSso.path)
  @HttpCode(200)
  async link(
    @Body(zod(endpoints.linkSso.body)) body: LinkSsoRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    await this.signIns.limit('link', req.ip);
    const user = await this.signIns.linkWithPin(pendingLinkId(req.headers.cookie), body.pin, req.ip);
    reply.header('set-cookie', clearedPendingLinkCookie(this.config.cookieSecure));
    return this.signInService.complete(req, reply, user, 'sso-link');
  }
}
