import type { ExerciseMetadata } from '@chairside/contracts';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('exercise_entries')
@Index('exercise_entries_user_created_idx', ['userId', 'createdAt'])
@Check('exercise_entries_duration_check', 'duration >= 0')
@Check('exercise_entries_calories_burned_check', 'calories_burned >= 0')
export class ExerciseEntryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'exercise_entries_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ name: 'exercise_type', type: 'varchar', length: 20 }) exerciseType:
    'run' | 'weight_lifting' | 'describe' | 'manual' | 'ergonomic';
  @Column({ type: 'varchar', length: 200 }) name: string;
  @Column({ type: 'double precision' }) duration: number;
  @Column({ type: 'varchar', length: 10, nullable: true }) intensity: 'low' | 'medium' | 'high' | null;
  @Column({ name: 'calories_burned', type: 'double precision' }) caloriesBurned: number;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'jsonb', nullable: true }) metadata: ExerciseMetadata | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
