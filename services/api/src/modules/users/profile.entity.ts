import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { LanguageCode } from '@chairside/contracts';
import type { UserEntity } from './user.entity';

@Entity('profiles')
@Check('profiles_unit_system_check', `unit_system IN ('metric', 'imperial')`)
@Check('profiles_language_check', `language IN ('en', 'es', 'zh', 'pt', 'fr', 'de', 'it', 'ro')`)
export class ProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId: string;
  @OneToOne('UserEntity', (u: UserEntity) => u.profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'profiles_user_id_fkey' })
  user?: UserEntity;
  @Column({ type: 'varchar', length: 80, nullable: true }) name: string | null;
  @Column({ name: 'profile_image_url', type: 'varchar', length: 500, nullable: true }) profileImageUrl: string | null;
  @Column({ type: 'double precision', nullable: true }) height: number | null;
  @Column({ type: 'double precision', nullable: true }) weight: number | null;
  @Column({ type: 'int', nullable: true }) age: number | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) sex: 'male' | 'female' | 'other' | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) gender: 'male' | 'female' | 'other' | null;
  @Column({ name: 'goal_weight', type: 'double precision', nullable: true }) goalWeight: number | null;
  @Column({ name: 'date_of_birth', type: 'date', nullable: true }) dateOfBirth: string | null;
  /** How the member's weights, heights and water show; stored values stay metric. */
  @Column({ name: 'unit_system', type: 'varchar', length: 10, default: 'metric' }) unitSystem: 'metric' | 'imperial';
  /** The language the member chose (Settings); null until they choose. */
  @Column({ type: 'varchar', length: 5, nullable: true }) language: LanguageCode | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
