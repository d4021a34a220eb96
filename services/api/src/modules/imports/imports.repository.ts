import { Inject, Injectable } from '@nestjs/common';
import type { ImportPreview, ImportWeightUnit } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { ImportEntity } from './import.entities';

/** How long an upload that was previewed but never imported keeps its files. */
const PREVIEW_KEPT_HOURS = 24;

export interface NewImport {
  tz: string;
  weightUnit: ImportWeightUnit;
  uploads: { name: string; text: string }[];
  preview: Omit<ImportPreview, 'id'>;
}

@Injectable()
export class ImportsRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** Which of `keys` an earlier import of this member already wrote. */
  async importedKeys(userId: string, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: { row_key: string }[] = await this.ds.query(
      `SELECT row_key FROM imported_rows WHERE user_id = $1 AND row_key = ANY($2::char(64)[])`,
      [userId, keys],
    );
    return new Set(rows.map((r) => r.row_key));
  }

  async create(userId: string, n: NewImport): Promise<string> {
    const row = await this.ds.getRepository(ImportEntity).save({ userId, ...n, status: 'previewed' });
    return row.id;
  }

  /** Previews never imported give their files up after a day. */
  async forgetStalePreviews(userId: string): Promise<void> {
    await this.ds.query(
      `DELETE FROM imports WHERE user_id = $1 AND status = 'previewed' AND created_at < now() - make_interval(hours => $2)`,
      [userId, PREVIEW_KEPT_HOURS],
    );
  }

  /** The member's own upload, or null (anyone else's id is not found). */
  find(userId: string, id: string): Promise<ImportEntity | null> {
    return this.ds.getRepository(ImportEntity).findOneBy({ id, userId });
  }

  /** Previewed → running, once: true for the call that moved it. */
  async markRunning(userId: string, id: string): Promise<boolean> {
    const r = await this.ds.query(
      `UPDATE imports SET status = 'running' WHERE id = $1 AND user_id = $2 AND status = 'previewed' RETURNING id`,
      [id, userId],
    );
    return (r as unknown[]).length > 0;
  }

  /** Back to previewed when the job could not be queued, so Import can be pressed again. */
  async markPreviewed(userId: string, id: string): Promise<void> {
    await this.ds.query(
      `UPDATE imports SET status = 'previewed' WHERE id = $1 AND user_id = $2 AND status = 'running'`,
      [id, userId],
    );
  }

  /** The job gave up: the files are dropped, the member uploads again. */
  async markFailed(userId: string, id: string, message: string): Promise<void> {
    await this.ds.query(
      `UPDATE imports SET status = 'failed', message = $3, uploads = NULL, finished_at = now()
        WHERE id = $1 AND user_id = $2 AND status = 'running'`,
      [id, userId, message],
    );
  }
}
