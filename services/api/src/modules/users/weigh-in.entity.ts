import type { WeighInSource } from '@chairside/contracts';
import { Check, Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

@Entity('weigh_ins')
@Unique('weigh_ins_user_date_key', ['userId', 'date'])
@Check('weigh_ins_weight_kg_check', 'weight_kg BETWEEN 20 AND 400')
@Check('weigh_ins_source_check', `source IN ('manual', 'myfitnesspal', 'cronometer')`)
export class WeighInEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'weigh_ins_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  /** The member's calendar day (YYYY-MM-DD), not an instant: a weigh-in belongs to a day wherever they are. */
  @Column({ type: 'date' }) date: string;
  @Column({ name: 'weight_kg', type: 'double precision' }) weightKg: number;
  @Column({ type: 'varchar', length: 20, default: 'manual' }) source: WeighInSource;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
