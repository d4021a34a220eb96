import { Module } from '@nestjs/common';
import { StretchesController } from './stretches.controller';

@Module({ controllers: [StretchesController] })
export class ExerciseModule {}
