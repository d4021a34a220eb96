import { Inject, Injectable } from '@nestjs/common';
import type { ClientErrorRequest } from '@chairside/contracts';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

const MINUTE_SECONDS = 60;

/**
 * One JSON line a report on stdout, for the log shipper beside the security log (common/security-log.ts):
 * what the browser refused and who saw it (user id when signed in, client address), never a cookie or
 * a session id. Counted per address before it is written, so nobody can flood the log.
 */
@Injectable()
export class ClientErrorsService {
  constructor(
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async report(error: ClientErrorRequest, address: string, userId: string | null): Promise<void> {
    await this.counters.enforce(
      `client-error:${address}`,
      this.config.limits.clientErrorsPerAddressPerMinute,
      MINUTE_SECONDS,
      (wait) => `Too many error reports: try again in ${wait}`,
    );
    const line = {
      ts: new Date().toISOString(),
      log: 'client',
      event: 'client_error',
      kind: error.kind,
      remote: error.remote,
      version: error.version,
      reason: error.reason,
      userId,
      address,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}
