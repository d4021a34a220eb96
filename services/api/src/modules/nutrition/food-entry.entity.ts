import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('food_entries')
@Index('food_entries_user_created_idx', ['userId', 'createdAt'])
@Index('food_entries_user_barcode_idx', ['userId', 'barcode'])
@Check('food_entries_meal_type_check', `meal_type IN ('breakfast','lunch','dinner','snack')`)
@Check('food_entries_calories_check', 'calories >= 0')
@Check('food_entries_protein_check', 'protein >= 0')
@Check('food_entries_carbs_check', 'carbs >= 0')
@Check('food_entries_fat_check', 'fat >= 0')
@Check('food_entries_sugars_check', 'sugars >= 0')
@Check('food_entries_fibre_check', 'fibre >= 0')
@Check('food_entries_saturated_fat_check', 'saturated_fat >= 0')
@Check('food_entries_sodium_check', 'sodium >= 0')
@Check(
  'food_entries_portion_check',
  '(portion_amount IS NULL) = (portion_unit IS NULL) AND (portion_amount IS NULL OR portion_amount > 0)',
)
export class FoodEntryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'food_entries_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ name: 'food_name', type: 'varchar', length: 200 }) foodName: string;
  @Column({ name: 'meal_type', type: 'varchar', length: 10 }) mealType: 'breakfast' | 'lunch' | 'dinner' | 'snack';
  @Column({ type: 'double precision' }) calories: number;
  @Column({ type: 'double precision', default: 0 }) protein: number;
  @Column({ type: 'double precision', default: 0 }) carbs: number;
  @Column({ type: 'double precision', default: 0 }) fat: number;
  /** Null when no source knew them: unknown, not 0 (which would read as sugar-free). */
  @Column({ type: 'double precision', nullable: true }) sugars: number | null;
  /** Grams of fibre and saturated fat, milligrams of sodium; null when unknown, like sugars. */
  @Column({ type: 'double precision', nullable: true }) fibre: number | null;
  @Column({ name: 'saturated_fat', type: 'double precision', nullable: true }) saturatedFat: number | null;
  @Column({ type: 'double precision', nullable: true }) sodium: number | null;
  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true }) imageUrl: string | null;
  @Column({ name: 'analysis_method', type: 'varchar', length: 10 }) analysisMethod:
    'camera' | 'manual' | 'voice' | 'barcode';
  /** How much was eaten (1.5 of "cup"); both null when the entry was typed as a whole. */
  @Column({ name: 'portion_amount', type: 'double precision', nullable: true }) portionAmount: number | null;
  @Column({ name: 'portion_unit', type: 'varchar', length: 40, nullable: true }) portionUnit: string | null;
  /** The product's barcode when the member typed the food in because its lookup found nothing. */
  @Column({ type: 'varchar', length: 14, nullable: true }) barcode: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
