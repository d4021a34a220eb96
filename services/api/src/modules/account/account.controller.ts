import { Body, Controller, Delete, Get, HttpCode, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { endpoints, SESSION_COOKIE, type DeleteAccountRequest } from '@chairside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { clearedCohortCookie } from '../auth/cohort-cookie';
import { clearedSessionCookie } from '../auth/session-cookie';
import { AccountService } from './account.service';

@Controller()
@UseGuards(SignedInGuard)
export class AccountController {
  constructor(
    @Inject(AccountService) private readonly account: AccountService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(endpoints.exportAccount.path)
  async export(@CurrentUser() user: SessionUser, @Res() res: FastifyReply): Promise<void> {
    const now = new Date();
    const zip = await this.account.exportArchive(user.id, now);
    await res
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="chairside-data-${now.toISOString().slice(0, 10)}.zip"`)
      .header('Cache-Control', 'private, no-store')
      .send(zip);
  }

  @Delete(endpoints.deleteAccount.path)
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.deleteAccount.body)) body: DeleteAccountRequest,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<void> {
    await this.account.deleteAccount(user.id, body.pin, req.ip ?? 'unknown');
    res.header('set-cookie', clearedSessionCookie({ name: SESSION_COOKIE, secure: this.config.cookieSecure }));
    res.header('set-cookie', clearedCohortCookie({ secure: this.config.cookieSecure }));
  }
}
