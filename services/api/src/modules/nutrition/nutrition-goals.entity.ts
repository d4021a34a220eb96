import { Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('nutrition_goals')
export class NutritionGoalsEntity {
  @ForeignKey('users', { name: 'nutrition_goals_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ name: 'calorie_goal', type: 'int' }) calorieGoal: number;
  @Column({ name: 'protein_goal', type: 'int' }) proteinGoal: number;
  @Column({ name: 'carb_goal', type: 'int' }) carbGoal: number;
  @Column({ name: 'fat_goal', type: 'int' }) fatGoal: number;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
