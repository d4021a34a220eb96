import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** What a session row's `sess` holds: express-session's layout, so sessions made before Fastify still work. */
export interface SessionData {
  cookie: {
    originalMaxAge: number | null;
    expires?: string | null;
    httpOnly?: boolean;
    path?: string;
    secure?: boolean;
    sameSite?: string;
  };
  /** The signed-in user's id, where express-session + passport kept it (older rows and the bench's raw baseline read it there). */
  passport?: { user?: string };
}

/**
 * One session (decisions.md: the layout connect-pg-simple used). `expire` is when it ends: the
 * earlier of its idle end (last recorded use + SESSION_IDLE_HOURS) and its absolute end
 * (`sess.cookie.expires`, 30 days from sign-in).
 */
@Entity('session')
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar' }) sid: string;
  @Column({ type: 'json' }) sess: SessionData;
  @Index('session_expire_idx') @Column({ type: 'timestamptz' }) expire: Date;
}
