import { Body, Controller, Get, HttpCode, Inject, Post, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import { endpoints, SESSION_COOKIE, type LoginResponse, type SignupRequest, type User } from '@chairside/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, SignedInGuard, type SessionUser } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { toUser } from '../users/user.mapper';
import { AuthService } from './auth.service';
import { authenticateLocal, endSession, startSession } from './passport-setup';

@Controller()
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  @Get(endpoints.currentUser.path)
  @UseGuards(SignedInGuard)
  async me(@CurrentUser() user: SessionUser): Promise<User> {
    return toUser(await this.auth.currentUser(user.id));
  }

  /** spec 8: some dialogs send a signed-out user to /api/login; the sign-in screen lives at /login. */
  @Get('/api/login')
  @Redirect('/login', 302)
  signInScreen(): void {}

  @Post(endpoints.login.path)
  @HttpCode(200)
  async login(
    @Body(zod(endpoints.login.body)) _body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const user = await authenticateLocal(req, res);
    await startSession(req, { id: user.id });
    const dto = toUser(user);
    return {
      success: true,
      message: `Welcome back, ${dto.profile?.name ?? dto.firstName ?? dto.email.split('@')[0]}!`,
      user: dto,
    };
  }

  @Post(endpoints.signup.path)
  @HttpCode(201)
  async signup(@Body(zod(endpoints.signup.body)) body: SignupRequest, @Req() req: Request): Promise<LoginResponse> {
    const user = await this.auth.signup(body, req.ip ?? 'unknown');
    await startSession(req, { id: user.id });
    return { success: true, message: `Welcome to Chairside, ${body.name}!`, user: toUser(user) };
  }

  @Post(endpoints.logout.path)
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ success: true }> {
    await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  }
}
