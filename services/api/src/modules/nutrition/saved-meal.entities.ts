import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A named set of foods the member logs again in one step; its foods are saved_meal_items. */
@Entity('saved_meals')
@Index('saved_meals_user_idx', ['userId'])
export class SavedMealEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'saved_meals_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'varchar', length: 80 }) name: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/**
 * One food of a saved meal, with the values of the entry it was saved from (not a link to it: the
 * meal stays when that entry is corrected or deleted). Owned through its meal.
 */
@Entity('saved_meal_items')
@Index('saved_meal_items_meal_idx', ['savedMealId', 'position'])
@Check('saved_meal_items_calories_check', 'calories >= 0')
@Check('saved_meal_items_protein_check', 'protein >= 0')
@Check('saved_meal_items_carbs_check', 'carbs >= 0')
@Check('saved_meal_items_fat_check', 'fat >= 0')
@Check('saved_meal_items_sugars_check', 'sugars >= 0')
@Check('saved_meal_items_fibre_check', 'fibre >= 0')
@Check('saved_meal_items_saturated_fat_check', 'saturated_fat >= 0')
@Check('saved_meal_items_sodium_check', 'sodium >= 0')
@Check(
  'saved_meal_items_portion_check',
  '(portion_amount IS NULL) = (portion_unit IS NULL) AND (portion_amount IS NULL OR portion_amount > 0)',
)
export class SavedMealItemEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('saved_meals', { name: 'saved_meal_items_saved_meal_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'saved_meal_id', type: 'uuid' })
  savedMealId: string;
  /** The order the foods were eaten in, which logging keeps. */
  @Column({ type: 'int' }) position: number;
  @Column({ name: 'food_name', type: 'varchar', length: 200 }) foodName: string;
  @Column({ type: 'double precision' }) calories: number;
  @Column({ type: 'double precision' }) protein: number;
  @Column({ type: 'double precision' }) carbs: number;
  @Column({ type: 'double precision' }) fat: number;
  /** Null: unknown, as on food entries. */
  @Column({ type: 'double precision', nullable: true }) sugars: number | null;
  @Column({ type: 'double precision', nullable: true }) fibre: number | null;
  @Column({ name: 'saturated_fat', type: 'double precision', nullable: true }) saturatedFat: number | null;
  @Column({ type: 'double precision', nullable: true }) sodium: number | null;
  @Column({ name: 'portion_amount', type: 'double precision', nullable: true }) portionAmount: number | null;
  @Column({ name: 'portion_unit', type: 'varchar', length: 40, nullable: true }) portionUnit: string | null;
  @Column({ name: 'analysis_method', type: 'varchar', length: 10 }) analysisMethod:
    'camera' | 'manual' | 'voice' | 'barcode';
}
