import { Body, Controller, Delete, Get, HttpCode, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { endpoints, SESSION_COOKIE, type DeleteAccountRequest } from '@chairside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { SecurityLog } from '../../common/security-log';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AnalysisService } from '../analysis/analysis.service';
import { AuthService } from '../auth/auth.service';
import { clearedSessionCookie } from '../auth/session-cookie';
import { SessionStore } from '../auth/session.store';
import { accountArchive } from './account-archive';
import { AccountRepository } from './account.repository';

/** An export reads every table of the user: a few an hour is plenty for a person. */
const EXPORTS_PER_HOUR = 10;

@Controller()
@UseGuards(SignedInGuard)
export class AccountController {
  constructor(
    @Inject(AccountRepository) private readonly account: AccountRepository,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(SecurityLog) private readonly log: SecurityLog,
    @Inject(AnalysisService) private readonly analyses: AnalysisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(endpoints.exportAccount.path)
  async export(@CurrentUser() user: SessionUser, @Res() res: FastifyReply): Promise<void> {
    await this.counters.enforce(
      `account-export:${user.id}`,
      EXPORTS_PER_HOUR,
      3600,
      (wait) => `You have downloaded your data ${EXPORTS_PER_HOUR} times in the last hour. Please wait ${wait}.`,
    );
    const now = new Date();
    const records = await this.account.read(user.id);
    const zip = accountArchive(records, this.account.healthExports(user.id), this.account.photos(user.id), now);
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
    const address = req.ip ?? 'unknown';
    await this.auth.confirmPin(user.id, body.pin, address, 'delete-account');
    await this.account.delete(user.id);
    await this.sessions.destroyAllOf(user.id);
    // Redis may be down: the account is gone either way, and finished jobs expire on their own.
    await this.analyses.removeJobsOf(user.id).catch(() => {});
    this.log.write('account.deleted', { userId: user.id, address, outcome: 'deleted' });
    res.header('set-cookie', clearedSessionCookie({ name: SESSION_COOKIE, secure: this.config.cookieSecure }));
  }
}
