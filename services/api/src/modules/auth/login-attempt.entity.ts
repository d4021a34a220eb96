import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Consecutive failed logins per username from clients without a device cookie, and the lock they
 * earned (decisions.md, brute force). Both fade after quiet time counted from `lastAttemptAt`.
 */
@Entity('login_attempts')
export class LoginAttemptEntity {
  @PrimaryColumn({ type: 'varchar', length: 254 }) username: string;
  @Column({ type: 'int', default: 0 }) failures: number;
  @Column({ name: 'lock_level', type: 'int', default: 0 }) lockLevel: number;
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true }) lockedUntil: Date | null;
  @Index('login_attempts_last_attempt_idx')
  @Column({ name: 'last_attempt_at', type: 'timestamptz', default: () => 'now()' })
  lastAttemptAt: Date;
}
