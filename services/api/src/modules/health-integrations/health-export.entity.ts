import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Written by the AI worker's health-sync job; the API only reads it back for download. */
@Entity('health_exports')
@Index('health_exports_user_platform_idx', ['userId', 'platform', 'createdAt'])
@Check('health_exports_platform_check', `platform IN ('apple_health','google_fit')`)
@Check('health_exports_entries_uploaded_check', 'entries_uploaded >= 0')
export class HealthExportEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('users', { name: 'health_exports_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;
  @Column({ type: 'varchar', length: 20 }) platform: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'entries_uploaded', type: 'int' }) entriesUploaded: number;
  @Column({ name: 'fhir_bundle', type: 'jsonb' }) fhirBundle: unknown;
  @Column({ type: 'text' }) csv: string;
}
