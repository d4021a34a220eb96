import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';

@Module({ controllers: [HealthController, DocsController], providers: [HealthService, HealthRepository] })
export class HealthModule {}
