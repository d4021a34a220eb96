import type { BrandedFood } from '@chairside/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One Open Food Facts search by name, as it answered, until `expiresAt` (docs/decisions.md,
 * "Branded foods"). Shared by every member and naming none of them: what a product's label says is
 * nobody's personal data.
 */
@Entity('branded_food_searches')
export class BrandedFoodSearchEntity {
  /** The search as normalised (normaliseFoodQuery): the cache key. */
  @PrimaryColumn({ type: 'varchar', length: 80 }) query: string;
  @Column({ type: 'jsonb' }) foods: BrandedFood[];
  @Column({ name: 'fetched_at', type: 'timestamptz' }) fetchedAt: Date;
  @Index('branded_food_searches_expires_at_idx')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
