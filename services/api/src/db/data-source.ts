import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { entities } from './entities';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { HealthExports1763900000000 } from './migrations/1763900000000-health-exports';
import { FoodPhotos1764000000000 } from './migrations/1764000000000-food-photos';
import { OneWayToTheDatabase1764100000000 } from './migrations/1764100000000-one-way-to-the-database';
import { RateLimits1764200000000 } from './migrations/1764200000000-rate-limits';
import { StretchReminders1764300000000 } from './migrations/1764300000000-stretch-reminders';
import { Community1764400000000 } from './migrations/1764400000000-community';
import { ProfileImages1764500000000 } from './migrations/1764500000000-profile-images';
import { FoodSugars1764600000000 } from './migrations/1764600000000-food-sugars';
import { LoginDevices1764700000000 } from './migrations/1764700000000-login-devices';
import { CommunityModeration1764710000000 } from './migrations/1764710000000-community-moderation';
import { PhotoOwnerIndex1764720000000 } from './migrations/1764720000000-photo-owner-index';
import { PinSignIn1764790000000 } from './migrations/1764790000000-pin-sign-in';
import { Passkeys1764800000000 } from './migrations/1764800000000-passkeys';
import { SsoLinks1764810000000 } from './migrations/1764810000000-sso-links';
import { PinResets1764820000000 } from './migrations/1764820000000-pin-resets';
import { FoodPortionsAndUndo1764836000000 } from './migrations/1764836000000-food-portions-and-undo';
import { FoodBarcodes1764840000000 } from './migrations/1764840000000-food-barcodes';
import { Imports1764856000000 } from './migrations/1764856000000-imports';
import { BodyCheckIns1764858000000 } from './migrations/1764858000000-body-check-ins';
import { MicroBreakInterval1764859000000 } from './migrations/1764859000000-micro-break-interval';
import { BrandedFoodSearches1764855000000 } from './migrations/1764855000000-branded-food-searches';
import { Water1764852000000 } from './migrations/1764852000000-water';
import { WaterUnitFromProfile1764852000001 } from './migrations/1764852000001-water-unit-from-profile';
import { WeighIns1764851000000 } from './migrations/1764851000000-weigh-ins';
import { ProfileLanguage1764860000000 } from './migrations/1764860000000-profile-language';
import { ProfileUnitSystem1764851000001 } from './migrations/1764851000001-profile-unit-system';
import { FoodFibreSodium1764850000000 } from './migrations/1764850000000-food-fibre-sodium';
import { SavedMeals1764853000000 } from './migrations/1764853000000-saved-meals';
import { OwnFoodsAndRecipes1764854000000 } from './migrations/1764854000000-own-foods-and-recipes';

export const migrations = [
  InitialSchema1763800000000,
  HealthExports1763900000000,
  FoodPhotos1764000000000,
  OneWayToTheDatabase1764100000000,
  RateLimits1764200000000,
  StretchReminders1764300000000,
  Community1764400000000,
  ProfileImages1764500000000,
  FoodSugars1764600000000,
  LoginDevices1764700000000,
  CommunityModeration1764710000000,
  PhotoOwnerIndex1764720000000,
  PinSignIn1764790000000,
  Passkeys1764800000000,
  SsoLinks1764810000000,
  PinResets1764820000000,
  FoodPortionsAndUndo1764836000000,
  FoodBarcodes1764840000000,
  Imports1764856000000,
  BodyCheckIns1764858000000,
  MicroBreakInterval1764859000000,
  BrandedFoodSearches1764855000000,
  Water1764852000000,
  WaterUnitFromProfile1764852000001,
  WeighIns1764851000000,
  ProfileUnitSystem1764851000001,
  ProfileLanguage1764860000000,
  FoodFibreSodium1764850000000,
  SavedMeals1764853000000,
  OwnFoodsAndRecipes1764854000000,
];

type DbConfig = Pick<AppConfig, 'databaseUrl' | 'dbPoolMax'> &
  Partial<Pick<AppConfig, 'dbAcquireTimeoutMs' | 'dbStatementTimeoutMs'>>;

export function dataSourceOptions(config: DbConfig): DataSourceOptions {
  const statementTimeout = config.dbStatementTimeoutMs;
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
    extra: {
      max: config.dbPoolMax,
      // PostgreSQL away or stalled is a quick 503, never a request that hangs. A query waits
      // this long for a pooled connection (or a new one to open)…
      ...(config.dbAcquireTimeoutMs ? { connectionTimeoutMillis: config.dbAcquireTimeoutMs } : {}),
      // …the server cancels a statement after statement_timeout, and the client gives up a little later
      // when no answer comes at all (a network that drops packets never delivers the cancel).
      ...(statementTimeout ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + 2000 } : {}),
      keepAlive: true,
    },
  };
}

export function createDataSource(config: DbConfig): DataSource {
  return new DataSource(dataSourceOptions(config));
}
