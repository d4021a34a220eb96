import type { BodyRegionReports } from '@chairside/contracts';
import { Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One pain check-in: the member's day and the nine regions as reported (health data: never logged). */
@Entity('body_check_ins')
@Unique('body_check_ins_user_date_key', ['userId', 'date'])
export class BodyCheckInEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'body_check_ins_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'date' }) date: string;
  @Column({ type: 'jsonb' }) regions: BodyRegionReports;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
