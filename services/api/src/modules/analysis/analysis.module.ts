import { Module } from '@nestjs/common';
import { AnalysisQueue } from './analysis-queue';

@Module({ providers: [AnalysisQueue], exports: [AnalysisQueue] })
export class AnalysisModule {}
