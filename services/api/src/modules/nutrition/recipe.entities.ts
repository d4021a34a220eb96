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

/** A member's recipe: a number of servings; its ingredients are recipe_ingredients. */
@Entity('recipes')
@Index('recipes_user_idx', ['userId', 'name'])
@Check('recipes_servings_check', 'servings > 0')
export class RecipeEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'recipes_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'double precision' }) servings: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

/**
 * One ingredient: an amount of a unit of known weight, and the food's values per 100 g as they were
 * when picked (not a link to it). Owned through its recipe.
 */
@Entity('recipe_ingredients')
@Index('recipe_ingredients_recipe_idx', ['recipeId', 'position'])
@Check('recipe_ingredients_calories_check', 'calories >= 0')
@Check('recipe_ingredients_protein_check', 'protein >= 0')
@Check('recipe_ingredients_carbs_check', 'carbs >= 0')
@Check('recipe_ingredients_fat_check', 'fat >= 0')
@Check('recipe_ingredients_sugars_check', 'sugars >= 0')
@Check('recipe_ingredients_fibre_check', 'fibre >= 0')
@Check('recipe_ingredients_saturated_fat_check', 'saturated_fat >= 0')
@Check('recipe_ingredients_sodium_check', 'sodium >= 0')
@Check('recipe_ingredients_amount_check', 'amount > 0 AND grams_per_unit > 0')
export class RecipeIngredientEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('recipes', { name: 'recipe_ingredients_recipe_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'recipe_id', type: 'uuid' })
  recipeId: string;
  /** The order the member listed them in. */
  @Column({ type: 'int' }) position: number;
  @Column({ name: 'food_name', type: 'varchar', length: 200 }) foodName: string;
  @Column({ type: 'double precision' }) amount: number;
  @Column({ type: 'varchar', length: 40 }) unit: string;
  @Column({ name: 'grams_per_unit', type: 'double precision' }) gramsPerUnit: number;
  /** The food's values per 100 g. */
  @Column({ type: 'double precision' }) calories: number;
  @Column({ type: 'double precision' }) protein: number;
  @Column({ type: 'double precision' }) carbs: number;
  @Column({ type: 'double precision' }) fat: number;
  @Column({ type: 'double precision', nullable: true }) sugars: number | null;
  @Column({ type: 'double precision', nullable: true }) fibre: number | null;
  @Column({ name: 'saturated_fat', type: 'double precision', nullable: true }) saturatedFat: number | null;
  @Column({ type: 'double precision', nullable: true }) sodium: number | null;
}
