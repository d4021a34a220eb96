import { Module } from '@nestjs/common';
import { ExerciseEntriesController } from './exercise-entries.controller';
import { ExerciseEntriesRepository } from './exercise-entries.repository';
import { StretchesController } from './stretches.controller';

@Module({ controllers: [StretchesController, ExerciseEntriesController], providers: [ExerciseEntriesRepository] })
export class ExerciseModule {}
