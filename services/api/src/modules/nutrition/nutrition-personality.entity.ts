import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity('nutrition_personalities')
export class NutritionPersonalityEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ name: 'personality_type', type: 'varchar', length: 20 }) personalityType: string;
  @Column({ name: 'quiz_answers', type: 'jsonb' }) quizAnswers: string[];
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
