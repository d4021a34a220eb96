import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { endpoints, type ErgonomicStretch } from '@chairside/contracts';
import { zod } from '../../common/zod.pipe';
import { ExerciseService } from './exercise.service';
import { SignedInGuard } from '../../common/session-user';

@Controller()
@UseGuards(SignedInGuard)
export class StretchesController {
  constructor(@Inject(ExerciseService) private readonly exercise: ExerciseService) {}

  @Get(endpoints.listErgonomicStretches.path)
  list(
    @Query(zod(endpoints.listErgonomicStretches.query)) q: { category?: ErgonomicStretch['category'] },
  ): Promise<ErgonomicStretch[]> {
    return this.exercise.stretchCatalogue(q.category);
  }
}
