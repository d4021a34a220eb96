import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('ergonomic_stretches')
export class ErgonomicStretchEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Index({ unique: true }) @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'text' }) description: string;
  @Index() @Column({ type: 'varchar', length: 20 }) category: string;
  @Column({ type: 'int' }) duration: number;
  @Column({ name: 'target_muscles', type: 'jsonb' }) targetMuscles: string[];
  @Column({ type: 'text' }) instructions: string;
  @Column({ type: 'text' }) benefits: string;
  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true }) imageUrl: string | null;
  @Column({ name: 'calories_burned', type: 'double precision' }) caloriesBurned: number;
}
