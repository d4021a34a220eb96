import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { SessionData } from 'express-session';

/** One express-session session (decisions.md: the layout connect-pg-simple used, so old sessions still work). */
@Entity('session')
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar' }) sid: string;
  @Column({ type: 'json' }) sess: SessionData;
  @Index('session_expire_idx') @Column({ type: 'timestamptz' }) expire: Date;
}
