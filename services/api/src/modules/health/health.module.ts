import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';

@Module({ controllers: [HealthController, DocsController], providers: [HealthRepository] })
export class HealthModule {}
