import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('nutrition_personalities')
@Check(
  'nutrition_personalities_personality_type_check',
  `personality_type IN ('macro_master','wellness_warrior','flexible_foodie')`,
)
export class NutritionPersonalityEntity {
  @ForeignKey('users', { name: 'nutrition_personalities_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ name: 'personality_type', type: 'varchar', length: 20 }) personalityType:
    'macro_master' | 'wellness_warrior' | 'flexible_foodie';
  @Column({ name: 'quiz_answers', type: 'jsonb' }) quizAnswers: string[];
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
