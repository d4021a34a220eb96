import { Module } from '@nestjs/common';
import { AnalysisController } from './analysis.controller';
import { AnalysisQueue } from './analysis-queue';

@Module({ controllers: [AnalysisController], providers: [AnalysisQueue], exports: [AnalysisQueue] })
export class AnalysisModule {}
