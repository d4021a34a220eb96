import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('exercise_entries')
@Index('exercise_entries_user_created_idx', ['userId', 'createdAt'])
export class ExerciseEntryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ name: 'exercise_type', type: 'varchar', length: 20 }) exerciseType: string;
  @Column({ type: 'varchar', length: 200 }) name: string;
  @Column({ type: 'double precision' }) duration: number;
  @Column({ type: 'varchar', length: 10, nullable: true }) intensity: string | null;
  @Column({ name: 'calories_burned', type: 'double precision' }) caloriesBurned: number;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'jsonb', nullable: true }) metadata: Record<string, string> | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
