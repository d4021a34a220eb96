import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { endpoints, type ErgonomicStretch } from '@chairside/contracts';
import { zod } from '../../common/zod.pipe';
import { StretchesRepository } from './stretches.repository';
import { SignedInGuard } from '../../common/session-user';

@Controller()
@UseGuards(SignedInGuard)
export class StretchesController {
  constructor(@Inject(StretchesRepository) private readonly stretches: StretchesRepository) {}

  @Get(endpoints.listErgonomicStretches.path)
  list(
    @Query(zod(endpoints.listErgonomicStretches.query)) q: { category?: ErgonomicStretch['category'] },
  ): Promise<ErgonomicStretch[]> {
    return this.stretches.list(q.category);
  }
}
