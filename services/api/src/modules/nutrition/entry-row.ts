import type { FoodEntry } from '@chairside/contracts';
import type { DataSource } from 'typeorm';
import { FoodEntryEntity } from './food-entry.entity';

/** `food_name AS "foodName", …`: every column of food entries but user_id, named as its property. */
export function entryColumns(ds: DataSource, prefix = ''): string {
  return ds
    .getMetadata(FoodEntryEntity)
    .columns.filter((c) => c.propertyName !== 'userId')
    .map((c) => `${prefix}${c.databaseName} AS "${c.propertyName}"`)
    .join(', ');
}

/**
 * A row selected with entryColumns as the API answers it: every column (a nutrient added later
 * included) but the barcode, which is the member's lookup memory rather than part of the entry.
 */
export function rowToEntry(row: Record<string, unknown>): FoodEntry {
  const { barcode: _barcode, createdAt, ...entry } = row;
  return { ...entry, createdAt: new Date(createdAt as string | Date).toISOString() } as FoodEntry;
}
