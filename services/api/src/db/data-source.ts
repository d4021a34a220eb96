import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { entities } from './entities';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { HealthExports1763900000000 } from './migrations/1763900000000-health-exports';
import { FoodPhotos1764000000000 } from './migrations/1764000000000-food-photos';
import { OneWayToTheDatabase1764100000000 } from './migrations/1764100000000-one-way-to-the-database';

export const migrations = [
  InitialSchema1763800000000,
  HealthExports1763900000000,
  FoodPhotos1764000000000,
  OneWayToTheDatabase1764100000000,
];

export function dataSourceOptions(config: Pick<AppConfig, 'databaseUrl' | 'dbPoolMax'>): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    // PGlite has no extensions; gen_random_uuid() is core since PostgreSQL 13.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    extra: { max: config.dbPoolMax },
  };
}

export function createDataSource(config: Pick<AppConfig, 'databaseUrl' | 'dbPoolMax'>): DataSource {
  return new DataSource(dataSourceOptions(config));
}
