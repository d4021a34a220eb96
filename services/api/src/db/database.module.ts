import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Pool } from 'pg';
import { createDataSource } from './data-source';

/** TypeORM's own pg pool: hot read paths query it directly, skipping the query-runner layer. */
export const PG_POOL = Symbol('PG_POOL');

@Global()
@Module({
  providers: [
    {
      provide: DataSource,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => createDataSource(config).initialize(),
    },
    {
      provide: PG_POOL,
      inject: [DataSource],
      useFactory: (ds: DataSource) => (ds.driver as unknown as { master: Pool }).master,
    },
  ],
  exports: [DataSource, PG_POOL],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.ds.isInitialized) await this.ds.destroy();
  }
}
