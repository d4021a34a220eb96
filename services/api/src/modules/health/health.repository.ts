import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class HealthRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** Rejects when PostgreSQL cannot answer; a round trip that touches no table (TypeORM has no word for it). */
  async pingDatabase(): Promise<void> {
    await this.ds.query('SELECT 1');
  }
}
