import { Check, Column, CreateDateColumn, Entity, Index, ForeignKey, PrimaryGeneratedColumn } from 'typeorm';

@Entity('food_photos')
@Index('food_photos_user_idx', ['userId', 'id'])
@Check('food_photos_width_check', 'width > 0')
@Check('food_photos_height_check', 'height > 0')
export class FoodPhotoEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'food_photos_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'bytea' }) jpeg: Buffer;
  @Column({ type: 'int' }) width: number;
  @Column({ type: 'int' }) height: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
