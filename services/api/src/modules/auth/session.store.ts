import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { SessionData } from './session.entity';
import { newSessionId } from './session-cookie';
import { SessionsRepository } from './sessions.repository';

const HOUR_MS = 60 * 60 * 1000;
/** A session lasts at most this long from sign-in, however much it is used. */
export const SESSION_MAX_AGE_MS = 30 * 24 * HOUR_MS;
const PRUNE_EVERY_MS = 15 * 60 * 1000;
/** The last use is recorded at most this often (shorter for very short idle limits): no write per request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface LiveSession {
  userId: string;
}

/**
 * Sessions in PostgreSQL on the API's one DataSource (decisions.md, "API speed"): a
 * signed-in request costs one read. A session ends SESSION_IDLE_HOURS after its last recorded use
 * or 30 days after sign-in, whichever is first; the last use is written only when the recorded one
 * is more than `touchEveryMs` old, so a session ends between idle − 5 min and idle after its last request.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private pruneTimer: NodeJS.Timeout | undefined;
  readonly idleMs: number;
  readonly touchEveryMs: number;

  constructor(
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.idleMs = config.sessionIdleHours * HOUR_MS;
    this.touchEveryMs = Math.min(TOUCH_EVERY_MS, this.idleMs / 12);
    // Tests create and drop databases under a running app: no background deletes there.
    if (config.env !== 'test') this.schedulePrune();
  }

  /** The signed-in user of a live session, recording its use when the recorded one is stale. */
  async read(sid: string): Promise<LiveSession | null> {
    const row = await this.sessions.findLive(sid);
    const userId = row?.sess.passport?.user;
    if (!row || !userId) return null;
    const now = Date.now();
    const absolute = row.sess.cookie?.expires ? Date.parse(row.sess.cookie.expires) : row.expire.getTime();
    if (absolute < now) return null;
    const end = Math.min(absolute, now + this.idleMs);
    const recorded = row.expire.getTime();
    // Stale by more than the granularity, or later than the idle limit allows (a session from before it).
    if (end - recorded > this.touchEveryMs || recorded > end) await this.sessions.setExpire(sid, new Date(end));
    return { userId };
  }

  /** A new session for the user (a new id at every sign-in: no fixation); answers its id and cookie expiry. */
  async create(userId: string): Promise<{ sid: string; expires: Date }> {
    const sid = newSessionId();
    const now = Date.now();
    const expires = new Date(now + SESSION_MAX_AGE_MS);
    const sess: SessionData = {
      cookie: {
        originalMaxAge: SESSION_MAX_AGE_MS,
        expires: expires.toISOString(),
        secure: this.config.cookieSecure,
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
      },
      passport: { user: userId },
    };
    await this.sessions.save(sid, sess, new Date(Math.min(expires.getTime(), now + this.idleMs)));
    return { sid, expires };
  }

  async destroy(sid: string): Promise<void> {
    await this.sessions.delete(sid);
  }

  /** Ends every session of the user (a changed PIN, sign out everywhere, a deleted account), but `keep`'s. */
  async destroyAllOf(userId: string, keep?: string): Promise<void> {
    await this.sessions.deleteAllOf(userId, keep);
  }

  onApplicationShutdown(): void {
    clearTimeout(this.pruneTimer);
  }

  /** Ended rows are refused by `read` already; this only keeps the table small. Jittered, so instances spread out. */
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
