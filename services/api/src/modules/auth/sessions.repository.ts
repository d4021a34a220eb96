import { Inject, Injectable } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { SessionEntity, type SessionData } from './session.entity';

/** Sessions (decisions.md: one row per sign-in, read on every signed-in request). */
@Injectable()
export class SessionsRepository {
  private readonly sessions;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.sessions = ds.getRepository(SessionEntity);
  }

  /**
   * The session and when it ends, unless it has ended (the pruner may not have removed it yet).
   * Every signed-in request reads it, so it is hand-written through `query()`: on the request
   * `npm run bench` measures, the QueryBuilder cost about 0.1 ms more API CPU per request (docs/decisions.md).
   */
  async findLive(sid: string): Promise<{ sess: SessionData; expire: Date } | null> {
    const rows: Pick<SessionEntity, 'sess' | 'expire'>[] = await this.sessions.query(
      'SELECT sess, expire FROM session WHERE sid = $1 AND expire >= now()',
      [sid],
    );
    return rows[0] ?? null;
  }

  async save(sid: string, sess: SessionData, expire: Date): Promise<void> {
    await this.sessions.upsert({ sid, sess, expire }, ['sid']);
  }

  /** Moves a session's end (its idle end, recorded at most every few minutes: SessionStore). */
  async setExpire(sid: string, expire: Date): Promise<void> {
    await this.sessions.update({ sid }, { expire });
  }

  async delete(sid: string): Promise<void> {
    await this.sessions.delete({ sid });
  }

  /** Ends every session of the user, but `keep` (the one asking), if given. */
  async deleteAllOf(userId: string, keep?: string): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .delete()
      .where(`sess -> 'passport' ->> 'user' = :userId`, { userId })
      .andWhere('sid <> :keep', { keep: keep ?? '' })
      .execute();
  }

  async deleteExpired(): Promise<void> {
    await this.sessions.delete({ expire: LessThan(new Date()) });
  }
}
