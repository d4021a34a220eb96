import { Module } from '@nestjs/common';
import { AnalysisQueue, QUEUE_PREFIX } from './analysis-queue';

@Module({
  providers: [AnalysisQueue, { provide: QUEUE_PREFIX, useValue: process.env.QUEUE_PREFIX ?? 'bull' }],
  exports: [AnalysisQueue],
})
export class AnalysisModule {}
