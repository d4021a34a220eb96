import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A food the member made: values as typed, per serving or per 100 g (`valuesPer`); the other is
 * computed from the serving's grams when read.
 */
@Entity('own_foods')
@Index('own_foods_user_idx', ['userId', 'name'])
@Check('own_foods_calories_check', 'calories >= 0')
@Check('own_foods_protein_check', 'protein >= 0')
@Check('own_foods_carbs_check', 'carbs >= 0')
@Check('own_foods_fat_check', 'fat >= 0')
@Check('own_foods_sugars_check', 'sugars >= 0')
@Check('own_foods_fibre_check', 'fibre >= 0')
@Check('own_foods_saturated_fat_check', 'saturated_fat >= 0')
@Check('own_foods_sodium_check', 'sodium >= 0')
@Check(
  'own_foods_serving_check',
  '(serving_name IS NULL) = (serving_grams IS NULL) AND (serving_grams IS NULL OR serving_grams > 0)',
)
@Check('own_foods_values_per_check', `values_per = '100g' OR (values_per = 'serving' AND serving_grams IS NOT NULL)`)
export class OwnFoodEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'own_foods_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 80, nullable: true }) brand: string | null;
  @Column({ name: 'serving_name', type: 'varchar', length: 40, nullable: true }) servingName: string | null;
  @Column({ name: 'serving_grams', type: 'double precision', nullable: true }) servingGrams: number | null;
  @Column({ name: 'values_per', type: 'varchar', length: 7 }) valuesPer: 'serving' | '100g';
  @Column({ type: 'double precision' }) calories: number;
  @Column({ type: 'double precision' }) protein: number;
  @Column({ type: 'double precision' }) carbs: number;
  @Column({ type: 'double precision' }) fat: number;
  @Column({ type: 'double precision', nullable: true }) sugars: number | null;
  @Column({ type: 'double precision', nullable: true }) fibre: number | null;
  @Column({ name: 'saturated_fat', type: 'double precision', nullable: true }) saturatedFat: number | null;
  @Column({ type: 'double precision', nullable: true }) sodium: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
