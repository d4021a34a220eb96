import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { SecurityLog } from '../../common/security-log';
import { AnalysisService } from '../analysis/analysis.service';
import { AuthService } from '../auth/auth.service';
import { SessionStore } from '../auth/session.store';
import { accountArchive } from './account-archive';
import { AccountRepository } from './account.repository';

/** An export reads every table of the user: a few an hour is plenty for a person. */
const EXPORTS_PER_HOUR = 10;

/** The export and deletion of a whole account. */
@Injectable()
export class AccountService {
  constructor(
    @Inject(AccountRepository) private readonly account: AccountRepository,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(SecurityLog) private readonly log: SecurityLog,
    @Inject(AnalysisService) private readonly analyses: AnalysisService,
  ) {}

  /** The ZIP of everything the user has stored, streamed as it is read; a few downloads an hour. */
  async exportArchive(userId: string, now: Date): Promise<Readable> {
    await this.counters.enforce(
      `account-export:${userId}`,
      EXPORTS_PER_HOUR,
      HOUR_SECONDS,
      (wait) => `You have downloaded your data ${EXPORTS_PER_HOUR} times in the last hour. Please wait ${wait}.`,
    );
    const records = await this.account.read(userId);
    return accountArchive(records, this.account.healthExports(userId), this.account.photos(userId), now);
  }

  /** After the PIN is asked again: every row, every session and the queued jobs of the user. */
  async deleteAccount(userId: string, pin: string, address: string): Promise<void> {
    await this.auth.confirmPin(userId, pin, address, 'delete-account');
    await this.account.delete(userId);
    await this.sessions.destroyAllOf(userId);
    // Redis may be down: the account is gone either way, and finished jobs expire on their own.
    await this.analyses.removeJobsOf(userId).catch(() => {});
    this.log.write('account.deleted', { userId, address, outcome: 'deleted' });
  }
}
