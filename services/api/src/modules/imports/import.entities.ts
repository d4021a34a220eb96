import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ImportPreview, ImportWeightUnit } from '@chairside/contracts';

/** One upload: previewed, then imported by the worker, which writes its status and counts here. */
@Entity('imports')
@Index('imports_user_created_idx', ['userId', 'createdAt'])
@Check('imports_status_check', `status IN ('previewed', 'running', 'done', 'failed')`)
@Check('imports_weight_unit_check', `weight_unit IN ('kg', 'lb')`)
export class ImportEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'imports_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'varchar', length: 10, default: 'previewed' }) status: 'previewed' | 'running' | 'done' | 'failed';
  @Column({ type: 'varchar', length: 64 }) tz: string;
  @Column({ name: 'weight_unit', type: 'varchar', length: 2 }) weightUnit: ImportWeightUnit;
  /** The files' names and text, until the import has run: then they are dropped. */
  @Column({ type: 'jsonb', nullable: true }) uploads: { name: string; text: string }[] | null;
  @Column({ type: 'jsonb' }) preview: Omit<ImportPreview, 'id'>;
  @Column({ name: 'entries_imported', type: 'int', nullable: true }) entriesImported: number | null;
  @Column({ name: 'weigh_ins_imported', type: 'int', nullable: true }) weighInsImported: number | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) message: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt: Date | null;
}

/** A row an import wrote (a hash of what identifies it): the same row is never written twice. */
@Entity('imported_rows')
export class ImportedRowEntity {
  @ForeignKey('users', { name: 'imported_rows_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'imported_rows_pkey' })
  userId: string;
  @PrimaryColumn({ name: 'row_key', type: 'char', length: 64, primaryKeyConstraintName: 'imported_rows_pkey' })
  rowKey: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
