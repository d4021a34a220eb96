import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Written by the AI worker's health-sync job; the API only reads it back for download. */
@Entity('health_exports')
export class HealthExportEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'varchar', length: 20 }) platform: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'entries_uploaded', type: 'int' }) entriesUploaded: number;
  @Column({ name: 'fhir_bundle', type: 'jsonb' }) fhirBundle: unknown;
  @Column({ type: 'text' }) csv: string;
}
