import type { UserRole } from '@chairside/contracts';
import { Check, Column, CreateDateColumn, Entity, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ProfileEntity } from './profile.entity';

@Entity('users')
@Check('users_role_check', `role IN ('member', 'moderator')`)
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** The login identifier: the e-mail address, lower-cased. */
  @Column({ type: 'varchar', length: 254, unique: true }) username: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ name: 'pin_hash', type: 'varchar', length: 200 }) pinHash: string;
  @Column({ name: 'first_name', type: 'varchar', length: 80, nullable: true }) firstName: string | null;
  @Column({ name: 'last_name', type: 'varchar', length: 80, nullable: true }) lastName: string | null;
  @Column({ name: 'profile_image_url', type: 'varchar', length: 500, nullable: true }) profileImageUrl: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** A moderator also reviews the posts reports hid from everyone; set only by the set-role CLI. */
  @Column({ type: 'varchar', length: 20, default: 'member' }) role: UserRole;
  /** Off only while the member has a passkey or a linked work account: then the PIN alone cannot sign in. */
  @Column({ name: 'pin_sign_in', type: 'boolean', default: true }) pinSignIn: boolean;
  @OneToOne('ProfileEntity', (p: ProfileEntity) => p.user) profile?: ProfileEntity;
}
