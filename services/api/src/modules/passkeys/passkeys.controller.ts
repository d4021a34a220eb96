import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  endpoints,
  type LoginResponse,
  type Passkey,
  type PasskeyRegistrationOptionsRequest,
  type RegisterPasskeyRequest,
  type SetPinSignInRequest,
  type SignInMethods,
} from '@chairside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, Public, type SessionRequest, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { Authenticated, PassportGuard } from '../auth/passport/passport.guard';
import { SignInService } from '../auth/sign-in.service';
import { SsoLinksService } from '../sso/sso-links.service';
import type { UserEntity } from '../users/user.entity';
import { PasskeyStrategy } from './passkey.strategy';
import { PasskeysService } from './passkeys.service';

type Request = FastifyRequest & SessionRequest;

@Controller()
@UseGuards(SignedInGuard)
export class PasskeysController {
  constructor(
    @Inject(PasskeysService) private readonly passkeys: PasskeysService,
    @Inject(SignInService) private readonly signIn: SignInService,
    @Inject(SsoLinksService) private readonly ssoLinks: SsoLinksService,
  ) {}

  @Get(endpoints.signInMethods.path)
  methods(@CurrentUser() user: SessionUser): Promise<SignInMethods> {
    return this.passkeys.signInMethods(user.id);
  }

  @Put(endpoints.setPinSignIn.path)
  setPinSignIn(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.setPinSignIn.body)) body: SetPinSignInRequest,
    @Req() req: Request,
  ): Promise<SignInMethods> {
    return this.passkeys.setPinSignIn(user.id, body.enabled, body.pin, req.ip ?? 'unknown');
  }

  @Post(endpoints.passkeyRegistrationOptions.path)
  @HttpCode(200)
  async registrationOptions(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.passkeyRegistrationOptions.body)) body: PasskeyRegistrationOptionsRequest,
    @Req() req: Request,
  ): Promise<Record<string, unknown>> {
    return { ...(await this.passkeys.registrationOptions(user.id, body.pin, req.ip ?? 'unknown')) };
  }

  @Post(endpoints.registerPasskey.path)
  @HttpCode(201)
  register(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.registerPasskey.body)) body: RegisterPasskeyRequest,
    @Req() req: Request,
  ): Promise<Passkey> {
    return this.passkeys.register(user.id, body.name, body.response, req.ip ?? 'unknown');
  }

  @Delete(endpoints.deletePasskey.path)
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deletePasskey.params)) p: { id: string },
    @Req() req: Request,
  ): Promise<void> {
    await this.passkeys.remove(user.id, p.id, req.ip ?? 'unknown');
  }

  @Public()
  @Post(endpoints.passkeyLoginOptions.path)
  @HttpCode(200)
  async loginOptions(@Req() req: Request): Promise<Record<string, unknown>> {
    return { ...(await this.passkeys.loginOptions(req.ip ?? 'unknown')) };
  }

  @Public()
  @Post(endpoints.passkeyLogin.path)
  @HttpCode(200)
  @UseGuards(PassportGuard(PasskeyStrategy, endpoints.passkeyLogin.body))
  async login(
    @Authenticated() user: UserEntity,
    @Req() req: Request,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    // A work account waiting for this member's proof (single sign-on) is linked by the passkey too.
    await this.ssoLinks.completePendingLink(req.headers.cookie, user, req.ip ?? 'unknown', reply);
    return this.signIn.complete(req, reply, user, 'passkey');
  }
}
