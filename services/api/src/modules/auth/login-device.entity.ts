import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A browser that signed in to the user's account before (its signed device cookie names the row),
 * with its own consecutive failures and lock (decisions.md, "Hardening II"): an attack on the
 * username from elsewhere does not lock it out, and its own wrong PINs lock only it.
 */
@Entity('login_devices')
@Index('login_devices_user_idx', ['userId'])
export class LoginDeviceEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'login_devices_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'int', default: 0 }) failures: number;
  @Column({ name: 'lock_level', type: 'int', default: 0 }) lockLevel: number;
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true }) lockedUntil: Date | null;
  @Column({ name: 'last_attempt_at', type: 'timestamptz', default: () => 'now()' }) lastAttemptAt: Date;
  @Index('login_devices_expires_at_idx') @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
}
