import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Consecutive failed logins per username, and the lock they earned (decisions.md, brute force). */
@Entity('login_attempts')
export class LoginAttemptEntity {
  @PrimaryColumn({ type: 'varchar', length: 254 }) username: string;
  @Column({ type: 'int', default: 0 }) failures: number;
  @Column({ name: 'lock_level', type: 'int', default: 0 }) lockLevel: number;
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true }) lockedUntil: Date | null;
}
