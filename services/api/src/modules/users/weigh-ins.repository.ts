import { Inject, Injectable } from '@nestjs/common';
import type { WeighInSource } from '@chairside/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ProfileEntity } from './profile.entity';
import { WeighInEntity } from './weigh-in.entity';

export interface WeighInRow {
  id: string;
  date: string;
  weightKg: number;
  source: WeighInSource;
  updatedAt: Date;
}

const COLUMNS = ['w.id', 'w.date', 'w.weightKg', 'w.source', 'w.updatedAt'];

/** What a failed move says: the weigh-in is not the caller's, or its new day has one already. */
export type WeighInMove = WeighInRow | 'not-found' | 'day-taken';

@Injectable()
export class WeighInsRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** The user's weigh-ins from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
  findBetween(userId: string, from: string, to: string): Promise<WeighInRow[]> {
    return this.ds
      .getRepository(WeighInEntity)
      .createQueryBuilder('w')
      .select(COLUMNS)
      .where('w.user_id = :userId AND w.date BETWEEN :from AND :to', { userId, from, to })
      .orderBy('w.date', 'ASC')
      .getMany();
  }

  /** The user's latest weigh-in on or before `day` (any day when left out), or null. */
  findLatest(userId: string, day?: string, m: EntityManager = this.ds.manager): Promise<WeighInRow | null> {
    const q = m
      .getRepository(WeighInEntity)
      .createQueryBuilder('w')
      .select(COLUMNS)
      .where('w.user_id = :userId', { userId });
    if (day) q.andWhere('w.date <= :day', { day });
    return q.orderBy('w.date', 'DESC').limit(1).getOne();
  }

  /** Every weigh-in of the user, oldest first (the account download). */
  findAll(userId: string): Promise<WeighInRow[]> {
    return this.findBetween(userId, '0001-01-01', '9999-12-31');
  }

  /** Sets the day's weight, replacing the day's weigh-in if there is one; the profile follows the latest. */
  logDay(userId: string, date: string, weightKg: number, source: WeighInSource): Promise<WeighInRow> {
    return this.ds.transaction(async (m) => {
      const result = await m
        .getRepository(WeighInEntity)
        .createQueryBuilder()
        .insert()
        .values({ userId, date, weightKg, source })
        .orUpdate(['weight_kg', 'source', 'updated_at'], ['user_id', 'date'])
        .returning(['id'])
        .updateEntity(false)
        .execute();
      await this.followLatest(m, userId);
      return (await this.findOwn(m, userId, (result.raw as { id: string }[])[0]!.id))!;
    });
  }

  /**
   * Adds the days the user has no weigh-in on yet and leaves the others as they are, so the same
   * import twice adds nothing the second time and never overwrites a day the member typed: how many
   * were added.
   */
  addMissingDays(userId: string, days: { date: string; weightKg: number }[], source: WeighInSource): Promise<number> {
    if (days.length === 0) return Promise.resolve(0);
    return this.ds.transaction(async (m) => {
      const result = await m
        .getRepository(WeighInEntity)
        .createQueryBuilder()
        .insert()
        .values(days.map((d) => ({ userId, date: d.date, weightKg: d.weightKg, source })))
        .orIgnore()
        .returning(['id'])
        .updateEntity(false)
        .execute();
      const added = (result.raw as unknown[]).length;
      if (added) await this.followLatest(m, userId);
      return added;
    });
  }

  /** Changes the user's own weigh-in; 'not-found' for anyone else's, 'day-taken' onto a day with one. */
  update(userId: string, id: string, changes: { date?: string; weightKg?: number }): Promise<WeighInMove> {
    return this.ds.transaction(async (m) => {
      const repo = m.getRepository(WeighInEntity);
      if (changes.date) {
        const other = await repo
          .createQueryBuilder('w')
          .select('w.id')
          .where('w.user_id = :userId AND w.date = :date AND w.id <> :id', { userId, date: changes.date, id })
          .getOne();
        if (other) return 'day-taken';
      }
      const result = await repo
        .createQueryBuilder()
        .update()
        .set({ ...changes, source: 'manual' })
        .where('id = :id AND user_id = :userId', { id, userId })
        .execute();
      if (!result.affected) return 'not-found';
      await this.followLatest(m, userId);
      return (await this.findOwn(m, userId, id))!;
    });
  }

  /** Deletes the user's own weigh-in: false for anyone else's. */
  delete(userId: string, id: string): Promise<boolean> {
    return this.ds.transaction(async (m) => {
      const result = await m.getRepository(WeighInEntity).delete({ id, userId });
      if (!result.affected) return false;
      await this.followLatest(m, userId);
      return true;
    });
  }

  private findOwn(m: EntityManager, userId: string, id: string): Promise<WeighInRow | null> {
    return m
      .getRepository(WeighInEntity)
      .createQueryBuilder('w')
      .select(COLUMNS)
      .where('w.id = :id AND w.user_id = :userId', { id, userId })
      .getOne();
  }

  /**
   * The profile's current weight is the latest weigh-in's. With no weigh-in left it keeps the last
   * weight it had: the member's body data does not vanish with their log.
   */
  private async followLatest(m: EntityManager, userId: string): Promise<void> {
    const latest = await this.findLatest(userId, undefined, m);
    if (!latest) return;
    await m.getRepository(ProfileEntity).upsert({ userId, weight: latest.weightKg }, ['userId']);
  }
}
