import { Inject, Injectable } from '@nestjs/common';
import type { BodyCheckIn, BodyRegionReports } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { BodyCheckInEntity } from './body-check-in.entity';

type Row = { id: string; date: string; regions: BodyRegionReports; updated_at: Date };
const toCheckIn = (r: Row): BodyCheckIn => ({
  id: r.id,
  date: r.date,
  regions: r.regions,
  updatedAt: r.updated_at.toISOString(),
});
const COLUMNS = `id, to_char(date, 'YYYY-MM-DD') AS date, regions, updated_at`;

/** The member's pain check-ins; every statement is scoped to their user id. */
@Injectable()
export class BodyCheckInsRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** One a day: a second save that day replaces the first's regions. */
  async save(userId: string, date: string, regions: BodyRegionReports): Promise<BodyCheckIn> {
    const rows: Row[] = await this.ds.query(
      `INSERT INTO body_check_ins (user_id, date, regions) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (user_id, date) DO UPDATE SET regions = EXCLUDED.regions, updated_at = now()
       RETURNING ${COLUMNS}`,
      [userId, date, JSON.stringify(regions)],
    );
    return toCheckIn(rows[0]!);
  }

  /** From `from` to `to`, both included, oldest first. */
  async between(userId: string, from: string, to: string): Promise<BodyCheckIn[]> {
    const rows: Row[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM body_check_ins WHERE user_id = $1 AND date BETWEEN $2::date AND $3::date ORDER BY date`,
      [userId, from, to],
    );
    return rows.map(toCheckIn);
  }

  /** The latest `n` up to `to`, newest first. */
  async latest(userId: string, to: string, n: number): Promise<BodyCheckIn[]> {
    const rows: Row[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM body_check_ins WHERE user_id = $1 AND date <= $2::date ORDER BY date DESC LIMIT $3`,
      [userId, to, n],
    );
    return rows.map(toCheckIn);
  }

  /** False when no check-in of theirs has this id. */
  async delete(userId: string, id: string): Promise<boolean> {
    const gone = await this.ds.getRepository(BodyCheckInEntity).delete({ id, userId });
    return (gone.affected ?? 0) > 0;
  }
}
