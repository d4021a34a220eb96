import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { HardeningModule } from './common/hardening.module';
import { RedisModule } from './common/redis.module';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { DatabaseModule } from './db/database.module';
import { AccountModule } from './modules/account/account.module';
import { AnalysisModule } from './modules/analysis/analysis.module';
import { BrandedFoodsModule } from './modules/branded-foods/branded-foods.module';
import { AuthModule } from './modules/auth/auth.module';
import { ClientErrorsModule } from './modules/client-errors/client-errors.module';
import { CommunityModule } from './modules/community/community.module';
import { ExerciseModule } from './modules/exercise/exercise.module';
import { HealthModule } from './modules/health/health.module';
import { HealthIntegrationsModule } from './modules/health-integrations/health-integrations.module';
import { ImportsModule } from './modules/imports/imports.module';
import { NutritionModule } from './modules/nutrition/nutrition.module';
import { PasskeysModule } from './modules/passkeys/passkeys.module';
import { PinResetModule } from './modules/pin-reset/pin-reset.module';
import { SsoModule } from './modules/sso/sso.module';
import { UsersModule } from './modules/users/users.module';
import { WaterModule } from './modules/water/water.module';
import { BodyModule } from './modules/body/body.module';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule,
        RedisModule,
        HardeningModule,
        AuthModule,
        PasskeysModule,
        UsersModule,
        NutritionModule,
        ExerciseModule,
        CommunityModule,
        HealthModule,
        AnalysisModule,
        HealthIntegrationsModule,
        ImportsModule,
        BrandedFoodsModule,
        AccountModule,
        ClientErrorsModule,
        PinResetModule,
        SsoModule,
        WaterModule,
        BodyModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}
