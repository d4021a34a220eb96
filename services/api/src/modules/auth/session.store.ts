import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import session, { type SessionData } from 'express-session';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SessionsRepository } from './sessions.repository';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 15 * 60 * 1000;

/**
 * express-session's store on the API's one DataSource (decisions.md, "One way to reach the
 * database"): same table and behaviour as connect-pg-simple with `disableTouch`, so a session lasts
 * from sign-in to its cookie's expiry and a request costs one read, no write.
 */
@Injectable()
export class SessionStore extends session.Store implements OnApplicationShutdown {
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    // Tests create and drop databases under a running app: no background deletes there.
    if (config.env !== 'test') this.schedulePrune();
  }

  get(sid: string, done: (err: unknown, sess?: SessionData | null) => void): void {
    this.sessions.findLive(sid).then((sess) => done(null, sess), done);
  }

  set(sid: string, sess: SessionData, done?: (err?: unknown) => void): void {
    const expires = sess.cookie?.expires;
    const expire = expires ? new Date(expires) : new Date(Date.now() + ONE_DAY_MS);
    this.sessions.save(sid, sess, expire).then(
      () => done?.(),
      (e: unknown) => done?.(e),
    );
  }

  destroy(sid: string, done?: (err?: unknown) => void): void {
    this.sessions.delete(sid).then(
      () => done?.(),
      (e: unknown) => done?.(e),
    );
  }

  /** Sessions are not extended by use: the write would double the cost of every signed-in read. */
  override touch(_sid: string, _sess: SessionData, done?: () => void): void {
    done?.();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.pruneTimer);
  }

  /** Expired rows are refused by `get` already; this only keeps the table small. Jittered, so instances spread out. */
  private schedulePrune(): void {
    const delay = PRUNE_EVERY_MS / 2 + PRUNE_EVERY_MS * Math.random();
    this.pruneTimer = setTimeout(() => {
      this.sessions
        .deleteExpired()
        .catch((e: unknown) => console.error(`session prune failed: ${e instanceof Error ? e.message : String(e)}`))
        .finally(() => this.schedulePrune());
    }, delay);
    this.pruneTimer.unref();
  }
}
