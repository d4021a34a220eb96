import { Module } from '@nestjs/common';
import { ExerciseEntriesController } from './exercise-entries.controller';
import { ExerciseEntriesRepository } from './exercise-entries.repository';
import { StretchesController } from './stretches.controller';
import { StretchesRepository } from './stretches.repository';

@Module({
  controllers: [StretchesController, ExerciseEntriesController],
  providers: [ExerciseEntriesRepository, StretchesRepository],
})
export class ExerciseModule {}
