import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { LoginAttemptsRepository } from './login-attempts.repository';
import { LoginDevicesRepository } from './login-devices.repository';

/** What one run did; `ran` is false when another instance held the lock. */
export interface PruneRun {
  ran: boolean;
  attempts: number;
  devices: number;
}

/**
 * Deletes login rows that no longer say anything (decisions.md, "Hardening II"): usernames whose
 * failures and lock have faded, unknown ones included, and devices whose trust has expired. The
 * API's own timer runs it, not the worker (which has no database access). Every instance has the
 * timer; a PostgreSQL advisory lock taken for the run's transaction lets one run at a time, and an
 * instance that finds it taken skips its turn.
 */
@Injectable()
export class LoginPruner implements OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(LoginAttemptsRepository) private readonly attempts: LoginAttemptsRepository,
    @Inject(LoginDevicesRepository) private readonly devices: LoginDevicesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const every = config.limits.loginPruneEveryMs;
    if (every !== null) this.schedule(every);
  }

  /** Whether the timer is set (tests show it starts when configured). */
  get scheduled(): boolean {
    return this.timer !== undefined;
  }

  async prune(): Promise<PruneRun> {
    return this.ds.transaction(async (m) => {
      const [lock]: { got: boolean }[] = await m.query(
        `SELECT pg_try_advisory_xact_lock(hashtext('chairside:prune-login-rows')) AS got`,
      );
      if (!lock?.got) return { ran: false, attempts: 0, devices: 0 };
      // On the transaction's connection: the lock lasts as long as the deletes, and a pool of one never waits on itself.
      const attempts = await this.attempts.deleteSpent(this.config.limits.loginQuietMinutes, m);
      const devices = await this.devices.deleteExpired(m);
      return { ran: true, attempts, devices };
    });
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Jittered, so instances spread out; unref'd, so it never keeps a process alive. */
  private schedule(every: number): void {
    this.timer = setTimeout(
      () => {
        this.prune()
          .catch((e: unknown) =>
            console.error(`login rows prune failed: ${e instanceof Error ? e.message : String(e)}`),
          )
          .finally(() => {
            if (!this.stopped) this.schedule(every);
          });
      },
      every / 2 + every * Math.random(),
    );
    this.timer.unref();
  }
}
