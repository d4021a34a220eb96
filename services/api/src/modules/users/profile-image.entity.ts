import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A profile photo, re-encoded (no EXIF, no GPS); a user keeps only their latest. */
@Entity('profile_images')
@Index('profile_images_user_idx', ['userId'])
export class ProfileImageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'profile_images_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'bytea' }) jpeg: Buffer;
  @Column({ type: 'int' }) width: number;
  @Column({ type: 'int' }) height: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
