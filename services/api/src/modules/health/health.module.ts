import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController, DocsController] })
export class HealthModule {}
