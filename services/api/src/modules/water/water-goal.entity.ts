import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A member's daily water goal; no row means 2,000 ml. The unit shown follows the profile's unit system. */
@Entity('water_goals')
@Check('water_goals_goal_ml_check', 'goal_ml > 0')
export class WaterGoalEntity {
  @ForeignKey('users', { name: 'water_goals_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ name: 'goal_ml', type: 'int' }) goalMl: number;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
