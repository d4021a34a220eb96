import { Inject, Injectable } from '@nestjs/common';
import type { SaveOwnFoodRequest } from '@chairside/contracts';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import { OwnFoodEntity } from './own-food.entity';

type OwnFoodFields = z.output<typeof SaveOwnFoodRequest>;

const columnsOf = (f: OwnFoodFields) => ({
  name: f.name,
  brand: f.brand,
  servingName: f.serving?.name ?? null,
  servingGrams: f.serving?.grams ?? null,
  valuesPer: f.valuesPer,
  ...f.values,
});

/** `%word%` for ILIKE, with the word's own wildcards taken literally. */
const containsPattern = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word somewhere in `expr`, case-insensitive. */
export function whereAllWords<T extends object>(qb: SelectQueryBuilder<T>, expr: string, words: readonly string[]) {
  words.forEach((w, i) => qb.andWhere(`${expr} ILIKE :w${i}`, { [`w${i}`]: containsPattern(w) }));
  return qb;
}

/** A member's own foods; every statement names the owner, so another member's id finds nothing. */
@Injectable()
export class OwnFoodsRepository {
  private readonly foods;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.foods = ds.getRepository(OwnFoodEntity);
  }

  listForUser(userId: string): Promise<OwnFoodEntity[]> {
    return this.foods
      .createQueryBuilder('f')
      .where('f.userId = :userId', { userId })
      .orderBy('lower(f.name)')
      .addOrderBy('f.createdAt')
      .getMany();
  }

  async create(userId: string, f: OwnFoodFields): Promise<OwnFoodEntity> {
    return this.foods.save(this.foods.create({ userId, ...columnsOf(f) }));
  }

  /** Replaces the user's own food; null when no food of theirs has this id. */
  async replace(userId: string, id: string, f: OwnFoodFields): Promise<OwnFoodEntity | null> {
    const result = await this.foods.update({ id, userId }, columnsOf(f));
    if (!result.affected) return null;
    return this.foods.findOneBy({ id, userId });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return Boolean((await this.foods.delete({ id, userId })).affected);
  }

  /** The user's most recently changed foods with every word in the name or brand. */
  search(userId: string, words: readonly string[], limit: number): Promise<OwnFoodEntity[]> {
    const qb = this.foods.createQueryBuilder('f').where('f.userId = :userId', { userId });
    return whereAllWords(qb, "f.name || ' ' || coalesce(f.brand, '')", words)
      .orderBy('f.updatedAt', 'DESC')
      .limit(limit)
      .getMany();
  }
}
