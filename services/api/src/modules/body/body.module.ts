import { Module } from '@nestjs/common';
import { ExerciseModule } from '../exercise/exercise.module';
import { BodyCheckInsController } from './body-check-ins.controller';
import { BodyCheckInsRepository } from './body-check-ins.repository';
import { BodyCheckInsService } from './body-check-ins.service';

@Module({
  imports: [ExerciseModule],
  controllers: [BodyCheckInsController],
  providers: [BodyCheckInsService, BodyCheckInsRepository],
})
export class BodyModule {}
