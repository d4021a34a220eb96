import type { BodyRegionName } from '@chairside/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('ergonomic_stretches')
@Check('ergonomic_stretches_category_check', `category IN ('neck','hand_wrist','torso','hip','knee_ankle')`)
@Check('ergonomic_stretches_duration_check', 'duration BETWEEN 30 AND 90')
export class ErgonomicStretchEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 120, unique: true }) name: string;
  @Column({ type: 'text' }) description: string;
  @Index('ergonomic_stretches_category_idx') @Column({ type: 'varchar', length: 20 }) category:
    'neck' | 'hand_wrist' | 'torso' | 'hip' | 'knee_ankle';
  @Column({ type: 'int' }) duration: number;
  @Column({ name: 'target_muscles', type: 'jsonb' }) targetMuscles: string[];
  @Column({ type: 'text' }) instructions: string;
  @Column({ type: 'text' }) benefits: string;
  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true }) imageUrl: string | null;
  @Column({ name: 'calories_burned', type: 'double precision' }) caloriesBurned: number;
  /** Body regions the stretch relieves, and those it puts weight or strain on (seeds/stretch-body-regions.ts). */
  @Column({ type: 'jsonb', default: () => "'[]'" }) serves: BodyRegionName[];
  @Column({ type: 'jsonb', default: () => "'[]'" }) loads: BodyRegionName[];
}
