import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('food_entries')
@Index('food_entries_user_created_idx', ['userId', 'createdAt'])
export class FoodEntryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ name: 'food_name', type: 'varchar', length: 200 }) foodName: string;
  @Column({ name: 'meal_type', type: 'varchar', length: 10 }) mealType: 'breakfast' | 'lunch' | 'dinner' | 'snack';
  @Column({ type: 'double precision' }) calories: number;
  @Column({ type: 'double precision' }) protein: number;
  @Column({ type: 'double precision' }) carbs: number;
  @Column({ type: 'double precision' }) fat: number;
  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true }) imageUrl: string | null;
  @Column({ name: 'analysis_method', type: 'varchar', length: 10 }) analysisMethod:
    'camera' | 'manual' | 'voice' | 'barcode';
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
