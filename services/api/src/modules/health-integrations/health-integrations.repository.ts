import { Inject, Injectable } from '@nestjs/common';
import { HEALTH_PLATFORMS, type HealthIntegration, type HealthPlatform } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { HealthExportEntity } from './health-export.entity';
import { HealthIntegrationEntity } from './health-integration.entity';

const toContract = (platform: HealthPlatform, row?: HealthIntegrationEntity | null): HealthIntegration => ({
  platform,
  connected: row?.connected ?? false,
  lastSync: row?.lastSync?.toISOString() ?? null,
  syncData: row?.syncData ?? null,
});

@Injectable()
export class HealthIntegrationsRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** Both platforms, connected or not, so the dialog always has its two rows. */
  async list(userId: string): Promise<HealthIntegration[]> {
    const rows = await this.ds.getRepository(HealthIntegrationEntity).findBy({ userId });
    return HEALTH_PLATFORMS.map((p) =>
      toContract(
        p,
        rows.find((r) => r.platform === p),
      ),
    );
  }

  async find(userId: string, platform: HealthPlatform): Promise<HealthIntegration> {
    return toContract(platform, await this.ds.getRepository(HealthIntegrationEntity).findOneBy({ userId, platform }));
  }

  /** Disconnecting keeps lastSync: the exports made so far stay, and a reconnect continues from there. */
  async setConnected(userId: string, platform: HealthPlatform, connected: boolean): Promise<HealthIntegration> {
    await this.ds
      .getRepository(HealthIntegrationEntity)
      .upsert({ userId, platform, connected }, ['userId', 'platform']);
    return this.find(userId, platform);
  }

  latestExport(userId: string, platform: HealthPlatform): Promise<HealthExportEntity | null> {
    return this.ds
      .getRepository(HealthExportEntity)
      .findOne({ where: { userId, platform }, order: { createdAt: 'DESC' } });
  }
}
