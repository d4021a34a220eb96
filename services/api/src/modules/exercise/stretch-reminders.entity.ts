import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('stretch_reminders')
// The micro-break interval, MICRO_BREAK_LIMITS in the contracts.
@Check('stretch_reminders_cadence_check', 'cadence_minutes BETWEEN 20 AND 40')
@Check('stretch_reminders_hours_check', 'start_time < end_time')
export class StretchRemindersEntity {
  @ForeignKey('users', { name: 'stretch_reminders_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'boolean' }) enabled: boolean;
  @Column({ type: 'jsonb' }) days: number[];
  @Column({ name: 'start_time', type: 'varchar', length: 5 }) startTime: string;
  @Column({ name: 'end_time', type: 'varchar', length: 5 }) endTime: string;
  @Column({ name: 'cadence_minutes', type: 'int' }) cadenceMinutes: number;
  @Column({ name: 'focus_areas', type: 'jsonb' }) focusAreas: (
    'neck' | 'hand_wrist' | 'torso' | 'hip' | 'knee_ankle'
  )[];
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
