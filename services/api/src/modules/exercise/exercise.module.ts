import { Module } from '@nestjs/common';
import { ExerciseEntriesController } from './exercise-entries.controller';
import { ExerciseEntriesRepository } from './exercise-entries.repository';
import { ExerciseService } from './exercise.service';
import { StretchesController } from './stretches.controller';
import { StretchesRepository } from './stretches.repository';
import { StretchRemindersController } from './stretch-reminders.controller';
import { StretchRemindersRepository } from './stretch-reminders.repository';

@Module({
  controllers: [StretchesController, ExerciseEntriesController, StretchRemindersController],
  providers: [ExerciseService, ExerciseEntriesRepository, StretchesRepository, StretchRemindersRepository],
  exports: [ExerciseService],
})
export class ExerciseModule {}
