import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

@Entity('health_integrations')
@Check('health_integrations_platform_check', `platform IN ('apple_health','google_fit')`)
export class HealthIntegrationEntity {
  @ForeignKey('users', { name: 'health_integrations_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;
  @PrimaryColumn({ type: 'varchar', length: 20 }) platform: string;
  @Column({ type: 'boolean', default: false }) connected: boolean;
  @Column({ name: 'last_sync', type: 'timestamptz', nullable: true }) lastSync: Date | null;
  @Column({ name: 'sync_data', type: 'jsonb', nullable: true }) syncData: {
    entriesUploaded: number;
    dataTypes: string[];
    status: string;
  } | null;
}
